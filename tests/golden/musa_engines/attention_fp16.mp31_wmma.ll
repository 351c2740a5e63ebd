; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 3
  %20 = and i64 %19, 56
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr half, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x half>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x half> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nsw i64 %19, 1024
  %32 = lshr i64 %31, 6
  %33 = trunc i64 %32 to i32
  %34 = shl i32 %33, 6
  br i1 %11, label %35, label %40

35: ; preds = %29
  %36 = sext i32 %34 to i64
  %37 = getelementptr half, ptr addrspace(1) %1, i64 %36
  %38 = getelementptr half, ptr addrspace(1) %37, i64 %20
  %39 = load <8 x half>, ptr addrspace(1) %38, align 16
  br label %40

40: ; preds = %35, %29
  %41 = phi <8 x half> [ %39, %35 ], [ zeroinitializer, %29 ]
  br i1 %11, label %42, label %47

42: ; preds = %40
  %43 = sext i32 %23 to i64
  %44 = getelementptr half, ptr addrspace(1) %2, i64 %43
  %45 = getelementptr half, ptr addrspace(1) %44, i64 %20
  %46 = load <8 x half>, ptr addrspace(1) %45, align 16
  br label %47

47: ; preds = %42, %40
  %48 = phi <8 x half> [ %46, %42 ], [ zeroinitializer, %40 ]
  br i1 %11, label %49, label %54

49: ; preds = %47
  %50 = sext i32 %34 to i64
  %51 = getelementptr half, ptr addrspace(1) %2, i64 %50
  %52 = getelementptr half, ptr addrspace(1) %51, i64 %20
  %53 = load <8 x half>, ptr addrspace(1) %52, align 16
  br label %54

54: ; preds = %49, %47
  %55 = phi <8 x half> [ %53, %49 ], [ zeroinitializer, %47 ]
  %56 = trunc i64 %19 to i32
  %57 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %56
  %58 = or i32 %56, 1
  %59 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %58
  %60 = or i32 %56, 2
  %61 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %60
  %62 = or i32 %56, 3
  %63 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %62
  %64 = or i32 %56, 4
  %65 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %64
  %66 = or i32 %56, 5
  %67 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %66
  %68 = or i32 %56, 6
  %69 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %68
  %70 = or i32 %56, 7
  %71 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %70
  %72 = and i64 %31, 4294967232
  %73 = or i64 %72, %20
  %74 = trunc i64 %73 to i32
  %75 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %74
  %76 = or i32 %74, 1
  %77 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %76
  %78 = or i32 %74, 2
  %79 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %78
  %80 = or i32 %74, 3
  %81 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %80
  %82 = or i32 %74, 4
  %83 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %82
  %84 = or i32 %74, 5
  %85 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %84
  %86 = or i32 %74, 6
  %87 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %86
  %88 = or i32 %74, 7
  %89 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %88
  %90 = add i32 %10, %22
  %91 = shl i32 %90, 6
  %92 = sext i32 %91 to i64
  %93 = getelementptr half, ptr addrspace(1) %0, i64 %92
  %94 = getelementptr half, ptr addrspace(1) %93, i64 %20
  %95 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %56
  %96 = add i32 %10, %33
  %97 = shl i32 %96, 6
  %98 = sext i32 %97 to i64
  %99 = getelementptr half, ptr addrspace(1) %0, i64 %98
  %100 = getelementptr half, ptr addrspace(1) %99, i64 %20
  %101 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %74
  %102 = add nsw i64 %19, 2048
  %103 = lshr i64 %102, 6
  %104 = trunc i64 %103 to i32
  %105 = add i32 %10, %104
  %106 = shl i32 %105, 6
  %107 = sext i32 %106 to i64
  %108 = getelementptr half, ptr addrspace(1) %0, i64 %107
  %109 = getelementptr half, ptr addrspace(1) %108, i64 %20
  %110 = and i64 %102, 4294967232
  %111 = or i64 %110, %20
  %112 = trunc i64 %111 to i32
  %113 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %112
  %114 = add nsw i64 %19, 3072
  %115 = lshr i64 %114, 6
  %116 = trunc i64 %115 to i32
  %117 = add i32 %10, %116
  %118 = shl i32 %117, 6
  %119 = sext i32 %118 to i64
  %120 = getelementptr half, ptr addrspace(1) %0, i64 %119
  %121 = getelementptr half, ptr addrspace(1) %120, i64 %20
  %122 = and i64 %114, 4294967232
  %123 = or i64 %122, %20
  %124 = trunc i64 %123 to i32
  %125 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %124
  %126 = and i64 %19, 24
  %127 = lshr i64 %19, 5
  %128 = or i64 %126, 1
  %129 = or i64 %126, 2
  %130 = or i64 %126, 3
  %131 = or i64 %126, 4
  %132 = or i64 %126, 5
  %133 = or i64 %126, 6
  %134 = or i64 %126, 7
  %135 = shl nuw nsw i64 %126, 6
  %136 = add nuw nsw i64 %135, %127
  %137 = trunc i64 %136 to i32
  %138 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %137
  %139 = shl nuw nsw i64 %128, 6
  %140 = add nuw nsw i64 %139, %127
  %141 = trunc i64 %140 to i32
  %142 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %141
  %143 = shl nuw nsw i64 %129, 6
  %144 = add nuw nsw i64 %143, %127
  %145 = trunc i64 %144 to i32
  %146 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %145
  %147 = shl nuw nsw i64 %130, 6
  %148 = add nuw nsw i64 %147, %127
  %149 = trunc i64 %148 to i32
  %150 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %149
  %151 = shl nuw nsw i64 %131, 6
  %152 = add nuw nsw i64 %151, %127
  %153 = trunc i64 %152 to i32
  %154 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %153
  %155 = shl nuw nsw i64 %132, 6
  %156 = add nuw nsw i64 %155, %127
  %157 = trunc i64 %156 to i32
  %158 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %157
  %159 = shl nuw nsw i64 %133, 6
  %160 = add nuw nsw i64 %159, %127
  %161 = trunc i64 %160 to i32
  %162 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %161
  %163 = shl nuw nsw i64 %134, 6
  %164 = add nuw nsw i64 %163, %127
  %165 = trunc i64 %164 to i32
  %166 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %165
  %167 = mul i64 %127, 40
  %168 = add i64 %167, %126
  %169 = trunc i64 %168 to i32
  %170 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %169
  %171 = lshr i64 %31, 5
  %172 = add nuw nsw i64 %171, %135
  %173 = trunc i64 %172 to i32
  %174 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %173
  %175 = add nuw nsw i64 %139, %171
  %176 = trunc i64 %175 to i32
  %177 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %176
  %178 = add nuw nsw i64 %143, %171
  %179 = trunc i64 %178 to i32
  %180 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %179
  %181 = add nuw nsw i64 %147, %171
  %182 = trunc i64 %181 to i32
  %183 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %182
  %184 = add nuw nsw i64 %151, %171
  %185 = trunc i64 %184 to i32
  %186 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %185
  %187 = add nuw nsw i64 %155, %171
  %188 = trunc i64 %187 to i32
  %189 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %188
  %190 = add nuw nsw i64 %159, %171
  %191 = trunc i64 %190 to i32
  %192 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %191
  %193 = add nuw nsw i64 %163, %171
  %194 = trunc i64 %193 to i32
  %195 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %194
  %196 = mul i64 %171, 40
  %197 = add i64 %196, %126
  %198 = trunc i64 %197 to i32
  %199 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %198
  %200 = lshr i64 %8, 5
  %201 = and i64 %8, 3
  %202 = lshr i64 %8, 2
  %203 = and i64 %202, 1
  %204 = lshr i64 %8, 3
  %205 = and i64 %204, 1
  %206 = shl nuw nsw i64 %205, 1
  %207 = lshr i64 %8, 4
  %208 = and i64 %207, 1
  %209 = shl nuw nsw i64 %208, 2
  %210 = or i64 %206, %209
  %211 = or i64 %210, %203
  %212 = shl nuw nsw i64 %208, 1
  %213 = or i64 %212, %205
  %214 = and i64 %8, 1
  %215 = icmp ult i32 %7, 128
  %216 = icmp eq i64 %214, 0
  %217 = and i1 %215, %216
  %218 = and i64 %19, -32
  %219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %56
  %220 = trunc i64 %127 to i32
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %220
  %222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %220
  %223 = or i64 %128, %218
  %224 = trunc i64 %223 to i32
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %224
  %226 = or i64 %129, %218
  %227 = trunc i64 %226 to i32
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %227
  %229 = or i64 %130, %218
  %230 = trunc i64 %229 to i32
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %230
  %232 = or i64 %131, %218
  %233 = trunc i64 %232 to i32
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %233
  %235 = or i64 %132, %218
  %236 = trunc i64 %235 to i32
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %236
  %238 = or i64 %133, %218
  %239 = trunc i64 %238 to i32
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %239
  %241 = or i64 %134, %218
  %242 = trunc i64 %241 to i32
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %242
  %244 = and i64 %31, -32
  %245 = or i64 %244, %126
  %246 = trunc i64 %245 to i32
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %246
  %248 = trunc i64 %171 to i32
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %248
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %248
  %251 = or i64 %128, %244
  %252 = trunc i64 %251 to i32
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %252
  %254 = or i64 %129, %244
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %255
  %257 = or i64 %130, %244
  %258 = trunc i64 %257 to i32
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %258
  %260 = or i64 %131, %244
  %261 = trunc i64 %260 to i32
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %261
  %263 = or i64 %132, %244
  %264 = trunc i64 %263 to i32
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %264
  %266 = or i64 %133, %244
  %267 = trunc i64 %266 to i32
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %267
  %269 = or i64 %134, %244
  %270 = trunc i64 %269 to i32
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %270
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %56
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %224
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %227
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %230
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %233
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %236
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %239
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %242
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %246
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %252
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %255
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %258
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %261
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %264
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %267
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %270
  %288 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %169
  %289 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %198
  %290 = mul i64 %21, 72
  %291 = add i64 %290, %20
  %292 = trunc i64 %291 to i32
  %293 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %292
  %294 = mul i64 %32, 72
  %295 = add i64 %294, %20
  %296 = trunc i64 %295 to i32
  %297 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %296
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %22
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %56
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %58
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %60
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %62
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %64
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %66
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %68
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %70
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %33
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %74
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %76
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %78
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %80
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %82
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %84
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %86
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %88
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %104
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %112
  %318 = or i32 %112, 1
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %318
  %320 = or i32 %112, 2
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %320
  %322 = or i32 %112, 3
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %322
  %324 = or i32 %112, 4
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %324
  %326 = or i32 %112, 5
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %326
  %328 = or i32 %112, 6
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %328
  %330 = or i32 %112, 7
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %330
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %116
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %124
  %334 = or i32 %124, 1
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %334
  %336 = or i32 %124, 2
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %336
  %338 = or i32 %124, 3
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %338
  %340 = or i32 %124, 4
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %340
  %342 = or i32 %124, 5
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %342
  %344 = or i32 %124, 6
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %344
  %346 = or i32 %124, 7
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %346
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %20
  %invariant.gep60 = getelementptr half, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %54
  %348 = shl nsw i64 %8, 4
  %349 = and i64 %348, -32
  %350 = select i1 %215, i64 %349, i64 0
  %351 = shl nuw nsw i64 %214, 3
  %urem = and i64 %8, 7
  %352 = shl nuw nsw i64 %200, 4
  %353 = and i64 %352, 16
  %354 = or i64 %211, %353
  %355 = or i64 %354, 8
  %356 = or i64 %353, %urem
  %357 = or i64 %356, 8
  %358 = lshr i32 %7, 1
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %358
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %7
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %7
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26624), i32 %358
  %364 = and i64 %352, 48
  %365 = or i64 %364, %urem
  %366 = or i64 %365, 8
  %367 = or i64 %201, 4
  %368 = or i64 %201, 8
  %369 = or i64 %201, 12
  %370 = or i64 %201, 16
  %371 = or i64 %201, 20
  %372 = or i64 %201, 24
  %373 = or i64 %201, 28
  %374 = or i64 %211, %364
  %375 = mul nuw nsw i64 %201, 72
  %376 = add nuw nsw i64 %374, %375
  %377 = trunc i64 %376 to i32
  %378 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %377
  %379 = mul nuw nsw i64 %367, 72
  %380 = add nuw nsw i64 %374, %379
  %381 = trunc i64 %380 to i32
  %382 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %381
  %383 = mul nuw nsw i64 %368, 72
  %384 = add nuw nsw i64 %374, %383
  %385 = trunc i64 %384 to i32
  %386 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %385
  %387 = mul nuw nsw i64 %369, 72
  %388 = add nuw nsw i64 %374, %387
  %389 = trunc i64 %388 to i32
  %390 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %389
  %391 = mul nuw nsw i64 %370, 72
  %392 = add nuw nsw i64 %374, %391
  %393 = trunc i64 %392 to i32
  %394 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %393
  %395 = mul nuw nsw i64 %371, 72
  %396 = add nuw nsw i64 %374, %395
  %397 = trunc i64 %396 to i32
  %398 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %397
  %399 = mul nuw nsw i64 %372, 72
  %400 = add nuw nsw i64 %374, %399
  %401 = trunc i64 %400 to i32
  %402 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %401
  %403 = mul nuw nsw i64 %373, 72
  %404 = add nuw nsw i64 %374, %403
  %405 = trunc i64 %404 to i32
  %406 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %405
  %407 = or i64 %374, 8
  %408 = add nuw nsw i64 %407, %375
  %409 = trunc i64 %408 to i32
  %410 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %409
  %411 = add nuw nsw i64 %407, %379
  %412 = trunc i64 %411 to i32
  %413 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %412
  %414 = add nuw nsw i64 %407, %383
  %415 = trunc i64 %414 to i32
  %416 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %415
  %417 = add nuw nsw i64 %407, %387
  %418 = trunc i64 %417 to i32
  %419 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %418
  %420 = add nuw nsw i64 %407, %391
  %421 = trunc i64 %420 to i32
  %422 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %421
  %423 = add nuw nsw i64 %407, %395
  %424 = trunc i64 %423 to i32
  %425 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %424
  %426 = add nuw nsw i64 %407, %399
  %427 = trunc i64 %426 to i32
  %428 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %427
  %429 = add nuw nsw i64 %407, %403
  %430 = trunc i64 %429 to i32
  %431 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %430
  %432 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %433 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26624), i32 %7
  %434 = or i64 %351, %350
  %435 = trunc i64 %434 to i32
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %435
  %437 = or i32 %435, 1
  %438 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %437
  %439 = or i32 %435, 2
  %440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %439
  %441 = or i32 %435, 3
  %442 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %441
  %443 = or i32 %435, 4
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %443
  %445 = or i32 %435, 5
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %445
  %447 = or i32 %435, 6
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %447
  %449 = or i32 %435, 7
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %449
  %451 = or i64 %351, %350
  %452 = trunc i64 %451 to i32
  %453 = or i32 %452, 16
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %453
  %455 = or i32 %452, 17
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %455
  %457 = or i32 %452, 18
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %457
  %459 = or i32 %452, 19
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %459
  %461 = or i32 %452, 20
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %461
  %463 = or i32 %452, 21
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %463
  %465 = or i32 %452, 22
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %465
  %467 = or i32 %452, 23
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %467
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %435
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %437
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %439
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %441
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %443
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %445
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %447
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %449
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %453
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %455
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %457
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %459
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %461
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %463
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %465
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26880), i32 %467
  br label %485

485: ; preds = %.lr.ph, %1325
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1325 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1325 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1325 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1325 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1325 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1325 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1325 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1325 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %1325 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %1325 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %1325 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %1325 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %1325 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %1325 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %1325 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %1325 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %1325 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %1325 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %1325 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %1325 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1337, %1325 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1336, %1325 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1335, %1325 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1334, %1325 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %1325 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %1325 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %1325 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %1325 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %1325 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %1325 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %1325 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %1325 ]
  %518 = phi i32 [ 0, %.lr.ph ], [ %539, %1325 ]
  %519 = phi <8 x half> [ %48, %.lr.ph ], [ %559, %1325 ]
  %520 = phi <8 x half> [ %55, %.lr.ph ], [ %564, %1325 ]
  %521 = phi <8 x half> [ %30, %.lr.ph ], [ %547, %1325 ]
  %522 = phi <8 x half> [ %41, %.lr.ph ], [ %554, %1325 ]
  tail call void @llvm.musa.syncthreads.lm()
  %523 = extractelement <8 x half> %521, i64 0
  store half %523, ptr addrspace(3) %57, align 16
  %524 = extractelement <8 x half> %521, i64 1
  store half %524, ptr addrspace(3) %59, align 2
  %525 = extractelement <8 x half> %521, i64 2
  store half %525, ptr addrspace(3) %61, align 4
  %526 = extractelement <8 x half> %521, i64 3
  store half %526, ptr addrspace(3) %63, align 2
  %527 = extractelement <8 x half> %521, i64 4
  store half %527, ptr addrspace(3) %65, align 8
  %528 = extractelement <8 x half> %521, i64 5
  store half %528, ptr addrspace(3) %67, align 2
  %529 = extractelement <8 x half> %521, i64 6
  store half %529, ptr addrspace(3) %69, align 4
  %530 = extractelement <8 x half> %521, i64 7
  store half %530, ptr addrspace(3) %71, align 2
  %531 = extractelement <8 x half> %522, i64 0
  store half %531, ptr addrspace(3) %75, align 16
  %532 = extractelement <8 x half> %522, i64 1
  store half %532, ptr addrspace(3) %77, align 2
  %533 = extractelement <8 x half> %522, i64 2
  store half %533, ptr addrspace(3) %79, align 4
  %534 = extractelement <8 x half> %522, i64 3
  store half %534, ptr addrspace(3) %81, align 2
  %535 = extractelement <8 x half> %522, i64 4
  store half %535, ptr addrspace(3) %83, align 8
  %536 = extractelement <8 x half> %522, i64 5
  store half %536, ptr addrspace(3) %85, align 2
  %537 = extractelement <8 x half> %522, i64 6
  store half %537, ptr addrspace(3) %87, align 4
  %538 = extractelement <8 x half> %522, i64 7
  store half %538, ptr addrspace(3) %89, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %539 = add i32 %518, 32
  %540 = icmp slt i32 %539, %5
  %541 = add i32 %539, %22
  %542 = shl i32 %541, 6
  br i1 %540, label %543, label %546

543: ; preds = %485
  %544 = sext i32 %542 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %544
  %545 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %546

546: ; preds = %543, %485
  %547 = phi <8 x half> [ %545, %543 ], [ zeroinitializer, %485 ]
  %548 = add i32 %539, %33
  %549 = shl i32 %548, 6
  br i1 %540, label %550, label %553

550: ; preds = %546
  %551 = sext i32 %549 to i64
  %gep59 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %551
  %552 = load <8 x half>, ptr addrspace(1) %gep59, align 16
  br label %553

553: ; preds = %550, %546
  %554 = phi <8 x half> [ %552, %550 ], [ zeroinitializer, %546 ]
  br i1 %540, label %555, label %558

555: ; preds = %553
  %556 = sext i32 %542 to i64
  %gep61 = getelementptr half, ptr addrspace(1) %invariant.gep60, i64 %556
  %557 = load <8 x half>, ptr addrspace(1) %gep61, align 16
  br label %558

558: ; preds = %555, %553
  %559 = phi <8 x half> [ %557, %555 ], [ zeroinitializer, %553 ]
  br i1 %540, label %560, label %563

560: ; preds = %558
  %561 = sext i32 %549 to i64
  %gep63 = getelementptr half, ptr addrspace(1) %invariant.gep60, i64 %561
  %562 = load <8 x half>, ptr addrspace(1) %gep63, align 16
  br label %563

563: ; preds = %560, %558
  %564 = phi <8 x half> [ %562, %560 ], [ zeroinitializer, %558 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %95, ptr addrspace(1) %94, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %101, ptr addrspace(1) %100, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %113, ptr addrspace(1) %109, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %125, ptr addrspace(1) %121, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %565 = load half, ptr addrspace(3) %138, align 2
  %566 = load half, ptr addrspace(3) %142, align 2
  %567 = load half, ptr addrspace(3) %146, align 2
  %568 = load half, ptr addrspace(3) %150, align 2
  %569 = load half, ptr addrspace(3) %154, align 2
  %570 = load half, ptr addrspace(3) %158, align 2
  %571 = load half, ptr addrspace(3) %162, align 2
  %572 = load half, ptr addrspace(3) %166, align 2
  %573 = insertelement <8 x half> poison, half %565, i64 0
  %574 = insertelement <8 x half> %573, half %566, i64 1
  %575 = insertelement <8 x half> %574, half %567, i64 2
  %576 = insertelement <8 x half> %575, half %568, i64 3
  %577 = insertelement <8 x half> %576, half %569, i64 4
  %578 = insertelement <8 x half> %577, half %570, i64 5
  %579 = insertelement <8 x half> %578, half %571, i64 6
  %580 = insertelement <8 x half> %579, half %572, i64 7
  store <8 x half> %580, ptr addrspace(3) %170, align 16
  %581 = load half, ptr addrspace(3) %174, align 2
  %582 = load half, ptr addrspace(3) %177, align 2
  %583 = load half, ptr addrspace(3) %180, align 2
  %584 = load half, ptr addrspace(3) %183, align 2
  %585 = load half, ptr addrspace(3) %186, align 2
  %586 = load half, ptr addrspace(3) %189, align 2
  %587 = load half, ptr addrspace(3) %192, align 2
  %588 = load half, ptr addrspace(3) %195, align 2
  %589 = insertelement <8 x half> poison, half %581, i64 0
  %590 = insertelement <8 x half> %589, half %582, i64 1
  %591 = insertelement <8 x half> %590, half %583, i64 2
  %592 = insertelement <8 x half> %591, half %584, i64 3
  %593 = insertelement <8 x half> %592, half %585, i64 4
  %594 = insertelement <8 x half> %593, half %586, i64 5
  %595 = insertelement <8 x half> %594, half %587, i64 6
  %596 = insertelement <8 x half> %595, half %588, i64 7
  store <8 x half> %596, ptr addrspace(3) %199, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br label %597

597: ; preds = %563, %859
  %598 = phi i1 [ true, %563 ], [ false, %859 ]
  %599 = phi i64 [ 0, %563 ], [ 4, %859 ]
  %600 = add nuw nsw i64 %599, %200
  %601 = icmp ult i64 %600, 8
  br i1 %601, label %602, label %859

602: ; preds = %597
  %603 = shl nuw nsw i64 %600, 3
  %604 = and i64 %603, 48
  %605 = or i64 %604, %211
  %606 = shl nuw nsw i64 %605, 6
  %607 = or i64 %606, 512
  br label %608

608: ; preds = %602, %608
  %609 = phi <8 x i32> [ zeroinitializer, %602 ], [ %820, %608 ]
  %610 = phi i1 [ true, %602 ], [ false, %608 ]
  %611 = phi i64 [ 0, %602 ], [ 32, %608 ]
  %612 = or i64 %611, %201
  %613 = or i64 %612, %606
  %614 = trunc i64 %613 to i32
  %615 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %614
  %616 = load half, ptr addrspace(3) %615, align 2
  %617 = or i64 %612, 4
  %618 = or i64 %617, %606
  %619 = trunc i64 %618 to i32
  %620 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %619
  %621 = load half, ptr addrspace(3) %620, align 2
  %622 = or i64 %612, 8
  %623 = or i64 %622, %606
  %624 = trunc i64 %623 to i32
  %625 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %624
  %626 = load half, ptr addrspace(3) %625, align 2
  %627 = or i64 %612, 12
  %628 = or i64 %627, %606
  %629 = trunc i64 %628 to i32
  %630 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %629
  %631 = load half, ptr addrspace(3) %630, align 2
  %632 = or i64 %612, 16
  %633 = or i64 %632, %606
  %634 = trunc i64 %633 to i32
  %635 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %634
  %636 = load half, ptr addrspace(3) %635, align 2
  %637 = or i64 %612, 20
  %638 = or i64 %637, %606
  %639 = trunc i64 %638 to i32
  %640 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %639
  %641 = load half, ptr addrspace(3) %640, align 2
  %642 = or i64 %612, 24
  %643 = or i64 %642, %606
  %644 = trunc i64 %643 to i32
  %645 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %644
  %646 = load half, ptr addrspace(3) %645, align 2
  %647 = or i64 %612, 28
  %648 = or i64 %647, %606
  %649 = trunc i64 %648 to i32
  %650 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %649
  %651 = load half, ptr addrspace(3) %650, align 2
  %652 = or i64 %612, %607
  %653 = trunc i64 %652 to i32
  %654 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %653
  %655 = load half, ptr addrspace(3) %654, align 2
  %656 = or i64 %617, %607
  %657 = trunc i64 %656 to i32
  %658 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %657
  %659 = load half, ptr addrspace(3) %658, align 2
  %660 = or i64 %622, %607
  %661 = trunc i64 %660 to i32
  %662 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %661
  %663 = load half, ptr addrspace(3) %662, align 2
  %664 = or i64 %627, %607
  %665 = trunc i64 %664 to i32
  %666 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %665
  %667 = load half, ptr addrspace(3) %666, align 2
  %668 = or i64 %632, %607
  %669 = trunc i64 %668 to i32
  %670 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %669
  %671 = load half, ptr addrspace(3) %670, align 2
  %672 = or i64 %637, %607
  %673 = trunc i64 %672 to i32
  %674 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %673
  %675 = load half, ptr addrspace(3) %674, align 2
  %676 = or i64 %642, %607
  %677 = trunc i64 %676 to i32
  %678 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %677
  %679 = load half, ptr addrspace(3) %678, align 2
  %680 = or i64 %647, %607
  %681 = trunc i64 %680 to i32
  %682 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %681
  %683 = load half, ptr addrspace(3) %682, align 2
  %684 = insertelement <2 x half> poison, half %616, i64 0
  %685 = insertelement <2 x half> %684, half %621, i64 1
  %686 = bitcast <2 x half> %685 to i32
  %687 = insertelement <2 x half> poison, half %626, i64 0
  %688 = insertelement <2 x half> %687, half %631, i64 1
  %689 = bitcast <2 x half> %688 to i32
  %690 = insertelement <2 x half> poison, half %636, i64 0
  %691 = insertelement <2 x half> %690, half %641, i64 1
  %692 = bitcast <2 x half> %691 to i32
  %693 = insertelement <2 x half> poison, half %646, i64 0
  %694 = insertelement <2 x half> %693, half %651, i64 1
  %695 = bitcast <2 x half> %694 to i32
  %696 = insertelement <2 x half> poison, half %655, i64 0
  %697 = insertelement <2 x half> %696, half %659, i64 1
  %698 = bitcast <2 x half> %697 to i32
  %699 = insertelement <2 x half> poison, half %663, i64 0
  %700 = insertelement <2 x half> %699, half %667, i64 1
  %701 = bitcast <2 x half> %700 to i32
  %702 = insertelement <2 x half> poison, half %671, i64 0
  %703 = insertelement <2 x half> %702, half %675, i64 1
  %704 = bitcast <2 x half> %703 to i32
  %705 = insertelement <2 x half> poison, half %679, i64 0
  %706 = insertelement <2 x half> %705, half %683, i64 1
  %707 = bitcast <2 x half> %706 to i32
  %708 = insertelement <8 x i32> poison, i32 %686, i64 0
  %709 = insertelement <8 x i32> %708, i32 %689, i64 1
  %710 = insertelement <8 x i32> %709, i32 %692, i64 2
  %711 = insertelement <8 x i32> %710, i32 %695, i64 3
  %712 = insertelement <8 x i32> %711, i32 %698, i64 4
  %713 = insertelement <8 x i32> %712, i32 %701, i64 5
  %714 = insertelement <8 x i32> %713, i32 %704, i64 6
  %715 = insertelement <8 x i32> %714, i32 %707, i64 7
  %716 = mul nuw nsw i64 %612, 40
  %717 = add nuw nsw i64 %716, %354
  %718 = trunc i64 %717 to i32
  %719 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %718
  %720 = load half, ptr addrspace(3) %719, align 2
  %721 = mul nuw nsw i64 %617, 40
  %722 = add nuw nsw i64 %721, %354
  %723 = trunc i64 %722 to i32
  %724 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %723
  %725 = load half, ptr addrspace(3) %724, align 2
  %726 = mul nuw nsw i64 %622, 40
  %727 = add nuw nsw i64 %726, %354
  %728 = trunc i64 %727 to i32
  %729 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %728
  %730 = load half, ptr addrspace(3) %729, align 2
  %731 = mul nuw nsw i64 %627, 40
  %732 = add nuw nsw i64 %731, %354
  %733 = trunc i64 %732 to i32
  %734 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %733
  %735 = load half, ptr addrspace(3) %734, align 2
  %736 = mul nuw nsw i64 %632, 40
  %737 = add nuw nsw i64 %736, %354
  %738 = trunc i64 %737 to i32
  %739 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %738
  %740 = load half, ptr addrspace(3) %739, align 2
  %741 = mul nuw nsw i64 %637, 40
  %742 = add nuw nsw i64 %741, %354
  %743 = trunc i64 %742 to i32
  %744 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %743
  %745 = load half, ptr addrspace(3) %744, align 2
  %746 = mul nuw nsw i64 %642, 40
  %747 = add nuw nsw i64 %746, %354
  %748 = trunc i64 %747 to i32
  %749 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %748
  %750 = load half, ptr addrspace(3) %749, align 2
  %751 = mul nuw nsw i64 %647, 40
  %752 = add nuw nsw i64 %751, %354
  %753 = trunc i64 %752 to i32
  %754 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %753
  %755 = load half, ptr addrspace(3) %754, align 2
  %756 = add nuw nsw i64 %716, %355
  %757 = trunc i64 %756 to i32
  %758 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %757
  %759 = load half, ptr addrspace(3) %758, align 2
  %760 = add nuw nsw i64 %721, %355
  %761 = trunc i64 %760 to i32
  %762 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %761
  %763 = load half, ptr addrspace(3) %762, align 2
  %764 = add nuw nsw i64 %726, %355
  %765 = trunc i64 %764 to i32
  %766 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %765
  %767 = load half, ptr addrspace(3) %766, align 2
  %768 = add nuw nsw i64 %731, %355
  %769 = trunc i64 %768 to i32
  %770 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %769
  %771 = load half, ptr addrspace(3) %770, align 2
  %772 = add nuw nsw i64 %736, %355
  %773 = trunc i64 %772 to i32
  %774 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %773
  %775 = load half, ptr addrspace(3) %774, align 2
  %776 = add nuw nsw i64 %741, %355
  %777 = trunc i64 %776 to i32
  %778 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %777
  %779 = load half, ptr addrspace(3) %778, align 2
  %780 = add nuw nsw i64 %746, %355
  %781 = trunc i64 %780 to i32
  %782 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %781
  %783 = load half, ptr addrspace(3) %782, align 2
  %784 = add nuw nsw i64 %751, %355
  %785 = trunc i64 %784 to i32
  %786 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %785
  %787 = load half, ptr addrspace(3) %786, align 2
  %788 = insertelement <2 x half> poison, half %720, i64 0
  %789 = insertelement <2 x half> %788, half %725, i64 1
  %790 = bitcast <2 x half> %789 to i32
  %791 = insertelement <2 x half> poison, half %730, i64 0
  %792 = insertelement <2 x half> %791, half %735, i64 1
  %793 = bitcast <2 x half> %792 to i32
  %794 = insertelement <2 x half> poison, half %740, i64 0
  %795 = insertelement <2 x half> %794, half %745, i64 1
  %796 = bitcast <2 x half> %795 to i32
  %797 = insertelement <2 x half> poison, half %750, i64 0
  %798 = insertelement <2 x half> %797, half %755, i64 1
  %799 = bitcast <2 x half> %798 to i32
  %800 = insertelement <2 x half> poison, half %759, i64 0
  %801 = insertelement <2 x half> %800, half %763, i64 1
  %802 = bitcast <2 x half> %801 to i32
  %803 = insertelement <2 x half> poison, half %767, i64 0
  %804 = insertelement <2 x half> %803, half %771, i64 1
  %805 = bitcast <2 x half> %804 to i32
  %806 = insertelement <2 x half> poison, half %775, i64 0
  %807 = insertelement <2 x half> %806, half %779, i64 1
  %808 = bitcast <2 x half> %807 to i32
  %809 = insertelement <2 x half> poison, half %783, i64 0
  %810 = insertelement <2 x half> %809, half %787, i64 1
  %811 = bitcast <2 x half> %810 to i32
  %812 = insertelement <8 x i32> poison, i32 %790, i64 0
  %813 = insertelement <8 x i32> %812, i32 %793, i64 1
  %814 = insertelement <8 x i32> %813, i32 %796, i64 2
  %815 = insertelement <8 x i32> %814, i32 %799, i64 3
  %816 = insertelement <8 x i32> %815, i32 %802, i64 4
  %817 = insertelement <8 x i32> %816, i32 %805, i64 5
  %818 = insertelement <8 x i32> %817, i32 %808, i64 6
  %819 = insertelement <8 x i32> %818, i32 %811, i64 7
  %820 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %715, <8 x i32> %819, <8 x i32> %609, i32 1, i32 1, i32 1)
  br i1 %610, label %608, label %821

821: ; preds = %608
  %822 = or i64 %604, %213
  %bc16 = bitcast <8 x i32> %820 to <8 x float>
  %823 = extractelement <8 x float> %bc16, i64 0
  %824 = shl nuw nsw i64 %822, 5
  %825 = or i64 %824, %356
  %826 = trunc i64 %825 to i32
  %827 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %826
  store float %823, ptr addrspace(3) %827, align 4
  %828 = extractelement <8 x float> %bc16, i64 1
  %829 = or i64 %824, %357
  %830 = trunc i64 %829 to i32
  %831 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %830
  store float %828, ptr addrspace(3) %831, align 4
  %832 = extractelement <8 x float> %bc16, i64 2
  %833 = or i64 %824, 128
  %834 = or i64 %833, %356
  %835 = trunc i64 %834 to i32
  %836 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %835
  store float %832, ptr addrspace(3) %836, align 4
  %837 = extractelement <8 x float> %bc16, i64 3
  %838 = or i64 %833, %357
  %839 = trunc i64 %838 to i32
  %840 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %839
  store float %837, ptr addrspace(3) %840, align 4
  %841 = extractelement <8 x float> %bc16, i64 4
  %842 = or i64 %824, 256
  %843 = or i64 %842, %356
  %844 = trunc i64 %843 to i32
  %845 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %844
  store float %841, ptr addrspace(3) %845, align 4
  %846 = extractelement <8 x float> %bc16, i64 5
  %847 = or i64 %842, %357
  %848 = trunc i64 %847 to i32
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %848
  store float %846, ptr addrspace(3) %849, align 4
  %850 = extractelement <8 x float> %bc16, i64 6
  %851 = or i64 %824, 384
  %852 = or i64 %851, %356
  %853 = trunc i64 %852 to i32
  %854 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %853
  store float %850, ptr addrspace(3) %854, align 4
  %855 = extractelement <8 x float> %bc16, i64 7
  %856 = or i64 %851, %357
  %857 = trunc i64 %856 to i32
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %857
  store float %855, ptr addrspace(3) %858, align 4
  br label %859

859: ; preds = %821, %597
  br i1 %598, label %597, label %860

860: ; preds = %859
  tail call void @llvm.musa.syncthreads.lm()
  %861 = load float, ptr addrspace(3) %436, align 16
  %862 = fmul contract float %861, %4
  %863 = tail call float @llvm.maxnum.f32(float %862, float 0xFFF0000000000000)
  %864 = load float, ptr addrspace(3) %438, align 4
  %865 = fmul contract float %864, %4
  %866 = tail call float @llvm.maxnum.f32(float %863, float %865)
  %867 = load float, ptr addrspace(3) %440, align 8
  %868 = fmul contract float %867, %4
  %869 = tail call float @llvm.maxnum.f32(float %866, float %868)
  %870 = load float, ptr addrspace(3) %442, align 4
  %871 = fmul contract float %870, %4
  %872 = tail call float @llvm.maxnum.f32(float %869, float %871)
  %873 = load float, ptr addrspace(3) %444, align 16
  %874 = fmul contract float %873, %4
  %875 = tail call float @llvm.maxnum.f32(float %872, float %874)
  %876 = load float, ptr addrspace(3) %446, align 4
  %877 = fmul contract float %876, %4
  %878 = tail call float @llvm.maxnum.f32(float %875, float %877)
  %879 = load float, ptr addrspace(3) %448, align 8
  %880 = fmul contract float %879, %4
  %881 = tail call float @llvm.maxnum.f32(float %878, float %880)
  %882 = load float, ptr addrspace(3) %450, align 4
  %883 = fmul contract float %882, %4
  %884 = tail call float @llvm.maxnum.f32(float %881, float %883)
  %885 = load float, ptr addrspace(3) %454, align 16
  %886 = fmul contract float %885, %4
  %887 = tail call float @llvm.maxnum.f32(float %884, float %886)
  %888 = load float, ptr addrspace(3) %456, align 4
  %889 = fmul contract float %888, %4
  %890 = tail call float @llvm.maxnum.f32(float %887, float %889)
  %891 = load float, ptr addrspace(3) %458, align 8
  %892 = fmul contract float %891, %4
  %893 = tail call float @llvm.maxnum.f32(float %890, float %892)
  %894 = load float, ptr addrspace(3) %460, align 4
  %895 = fmul contract float %894, %4
  %896 = tail call float @llvm.maxnum.f32(float %893, float %895)
  %897 = load float, ptr addrspace(3) %462, align 16
  %898 = fmul contract float %897, %4
  %899 = tail call float @llvm.maxnum.f32(float %896, float %898)
  %900 = load float, ptr addrspace(3) %464, align 4
  %901 = fmul contract float %900, %4
  %902 = tail call float @llvm.maxnum.f32(float %899, float %901)
  %903 = load float, ptr addrspace(3) %466, align 8
  %904 = fmul contract float %903, %4
  %905 = tail call float @llvm.maxnum.f32(float %902, float %904)
  %906 = load float, ptr addrspace(3) %468, align 4
  %907 = fmul contract float %906, %4
  %908 = tail call float @llvm.maxnum.f32(float %905, float %907)
  %909 = bitcast float %908 to i32
  %910 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %909, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %217, label %911, label %914

911: ; preds = %860
  %912 = bitcast i32 %910 to float
  %913 = tail call float @llvm.maxnum.f32(float %908, float %912)
  store float %913, ptr addrspace(3) %359, align 4
  br label %914

914: ; preds = %911, %860
  tail call void @llvm.musa.syncthreads.lm()
  %915 = load float, ptr addrspace(3) %219, align 16
  %916 = fmul contract float %915, %4
  %917 = load float, ptr addrspace(3) %221, align 4
  %918 = load float, ptr addrspace(3) %222, align 4
  %919 = tail call float @llvm.maxnum.f32(float %917, float %918)
  %920 = fsub contract float %916, %919
  %921 = fmul float %920, 0x3FF7154760000000
  %922 = tail call float @llvm.exp2.f32(float %921)
  %923 = load float, ptr addrspace(3) %225, align 4
  %924 = fmul contract float %923, %4
  %925 = fsub contract float %924, %919
  %926 = fmul float %925, 0x3FF7154760000000
  %927 = tail call float @llvm.exp2.f32(float %926)
  %928 = load float, ptr addrspace(3) %228, align 8
  %929 = fmul contract float %928, %4
  %930 = fsub contract float %929, %919
  %931 = fmul float %930, 0x3FF7154760000000
  %932 = tail call float @llvm.exp2.f32(float %931)
  %933 = load float, ptr addrspace(3) %231, align 4
  %934 = fmul contract float %933, %4
  %935 = fsub contract float %934, %919
  %936 = fmul float %935, 0x3FF7154760000000
  %937 = tail call float @llvm.exp2.f32(float %936)
  %938 = load float, ptr addrspace(3) %234, align 16
  %939 = fmul contract float %938, %4
  %940 = fsub contract float %939, %919
  %941 = fmul float %940, 0x3FF7154760000000
  %942 = tail call float @llvm.exp2.f32(float %941)
  %943 = load float, ptr addrspace(3) %237, align 4
  %944 = fmul contract float %943, %4
  %945 = fsub contract float %944, %919
  %946 = fmul float %945, 0x3FF7154760000000
  %947 = tail call float @llvm.exp2.f32(float %946)
  %948 = load float, ptr addrspace(3) %240, align 8
  %949 = fmul contract float %948, %4
  %950 = fsub contract float %949, %919
  %951 = fmul float %950, 0x3FF7154760000000
  %952 = tail call float @llvm.exp2.f32(float %951)
  %953 = load float, ptr addrspace(3) %243, align 4
  %954 = fmul contract float %953, %4
  %955 = fsub contract float %954, %919
  %956 = fmul float %955, 0x3FF7154760000000
  %957 = tail call float @llvm.exp2.f32(float %956)
  %958 = load float, ptr addrspace(3) %247, align 16
  %959 = fmul contract float %958, %4
  %960 = load float, ptr addrspace(3) %249, align 4
  %961 = load float, ptr addrspace(3) %250, align 4
  %962 = tail call float @llvm.maxnum.f32(float %960, float %961)
  %963 = fsub contract float %959, %962
  %964 = fmul float %963, 0x3FF7154760000000
  %965 = tail call float @llvm.exp2.f32(float %964)
  %966 = load float, ptr addrspace(3) %253, align 4
  %967 = fmul contract float %966, %4
  %968 = fsub contract float %967, %962
  %969 = fmul float %968, 0x3FF7154760000000
  %970 = tail call float @llvm.exp2.f32(float %969)
  %971 = load float, ptr addrspace(3) %256, align 8
  %972 = fmul contract float %971, %4
  %973 = fsub contract float %972, %962
  %974 = fmul float %973, 0x3FF7154760000000
  %975 = tail call float @llvm.exp2.f32(float %974)
  %976 = load float, ptr addrspace(3) %259, align 4
  %977 = fmul contract float %976, %4
  %978 = fsub contract float %977, %962
  %979 = fmul float %978, 0x3FF7154760000000
  %980 = tail call float @llvm.exp2.f32(float %979)
  %981 = load float, ptr addrspace(3) %262, align 16
  %982 = fmul contract float %981, %4
  %983 = fsub contract float %982, %962
  %984 = fmul float %983, 0x3FF7154760000000
  %985 = tail call float @llvm.exp2.f32(float %984)
  %986 = load float, ptr addrspace(3) %265, align 4
  %987 = fmul contract float %986, %4
  %988 = fsub contract float %987, %962
  %989 = fmul float %988, 0x3FF7154760000000
  %990 = tail call float @llvm.exp2.f32(float %989)
  %991 = load float, ptr addrspace(3) %268, align 8
  %992 = fmul contract float %991, %4
  %993 = fsub contract float %992, %962
  %994 = fmul float %993, 0x3FF7154760000000
  %995 = tail call float @llvm.exp2.f32(float %994)
  %996 = load float, ptr addrspace(3) %271, align 4
  %997 = fmul contract float %996, %4
  %998 = fsub contract float %997, %962
  %999 = fmul float %998, 0x3FF7154760000000
  %1000 = tail call float @llvm.exp2.f32(float %999)
  tail call void @llvm.musa.syncthreads.lm()
  store float %922, ptr addrspace(3) %272, align 16
  store float %927, ptr addrspace(3) %273, align 4
  store float %932, ptr addrspace(3) %274, align 8
  store float %937, ptr addrspace(3) %275, align 4
  store float %942, ptr addrspace(3) %276, align 16
  store float %947, ptr addrspace(3) %277, align 4
  store float %952, ptr addrspace(3) %278, align 8
  store float %957, ptr addrspace(3) %279, align 4
  store float %965, ptr addrspace(3) %280, align 16
  store float %970, ptr addrspace(3) %281, align 4
  store float %975, ptr addrspace(3) %282, align 8
  store float %980, ptr addrspace(3) %283, align 4
  store float %985, ptr addrspace(3) %284, align 16
  store float %990, ptr addrspace(3) %285, align 4
  store float %995, ptr addrspace(3) %286, align 8
  store float %1000, ptr addrspace(3) %287, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1001, label %1008

1001: ; preds = %914
  %1002 = load float, ptr addrspace(3) %360, align 4
  %1003 = load float, ptr addrspace(3) %361, align 4
  %1004 = tail call float @llvm.maxnum.f32(float %1002, float %1003)
  %1005 = fsub contract float %1002, %1004
  %1006 = fmul float %1005, 0x3FF7154760000000
  %1007 = tail call float @llvm.exp2.f32(float %1006)
  store float %1007, ptr addrspace(3) %362, align 4
  br label %1008

1008: ; preds = %1001, %914
  tail call void @llvm.musa.syncthreads.lm()
  %1009 = load float, ptr addrspace(3) %469, align 16
  %1010 = fadd reassoc float %1009, 0.000000e+00
  %1011 = load float, ptr addrspace(3) %470, align 4
  %1012 = fadd reassoc float %1010, %1011
  %1013 = load float, ptr addrspace(3) %471, align 8
  %1014 = fadd reassoc float %1012, %1013
  %1015 = load float, ptr addrspace(3) %472, align 4
  %1016 = fadd reassoc float %1014, %1015
  %1017 = load float, ptr addrspace(3) %473, align 16
  %1018 = fadd reassoc float %1016, %1017
  %1019 = load float, ptr addrspace(3) %474, align 4
  %1020 = fadd reassoc float %1018, %1019
  %1021 = load float, ptr addrspace(3) %475, align 8
  %1022 = fadd reassoc float %1020, %1021
  %1023 = load float, ptr addrspace(3) %476, align 4
  %1024 = fadd reassoc float %1022, %1023
  %1025 = load float, ptr addrspace(3) %477, align 16
  %1026 = fadd reassoc float %1024, %1025
  %1027 = load float, ptr addrspace(3) %478, align 4
  %1028 = fadd reassoc float %1026, %1027
  %1029 = load float, ptr addrspace(3) %479, align 8
  %1030 = fadd reassoc float %1028, %1029
  %1031 = load float, ptr addrspace(3) %480, align 4
  %1032 = fadd reassoc float %1030, %1031
  %1033 = load float, ptr addrspace(3) %481, align 16
  %1034 = fadd reassoc float %1032, %1033
  %1035 = load float, ptr addrspace(3) %482, align 4
  %1036 = fadd reassoc float %1034, %1035
  %1037 = load float, ptr addrspace(3) %483, align 8
  %1038 = fadd reassoc float %1036, %1037
  %1039 = load float, ptr addrspace(3) %484, align 4
  %1040 = fadd reassoc float %1038, %1039
  %1041 = bitcast float %1040 to i32
  %1042 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1041, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %217, label %1043, label %1046

1043: ; preds = %1008
  %1044 = bitcast i32 %1042 to float
  %1045 = fadd reassoc float %1040, %1044
  store float %1045, ptr addrspace(3) %363, align 4
  br label %1046

1046: ; preds = %1043, %1008
  tail call void @llvm.musa.syncthreads.lm()
  %1047 = load float, ptr addrspace(3) %272, align 16
  %1048 = load <4 x float>, ptr addrspace(3) %273, align 4
  %1049 = load float, ptr addrspace(3) %277, align 4
  %1050 = load float, ptr addrspace(3) %278, align 8
  %1051 = load float, ptr addrspace(3) %279, align 4
  %1052 = insertelement <8 x float> poison, float %1047, i64 0
  %1053 = shufflevector <4 x float> %1048, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1054 = shufflevector <8 x float> %1052, <8 x float> %1053, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1055 = insertelement <8 x float> %1054, float %1049, i64 5
  %1056 = insertelement <8 x float> %1055, float %1050, i64 6
  %1057 = insertelement <8 x float> %1056, float %1051, i64 7
  %1058 = fptrunc <8 x float> %1057 to <8 x half>
  store <8 x half> %1058, ptr addrspace(3) %288, align 16
  %1059 = load <8 x float>, ptr addrspace(3) %280, align 16
  %1060 = fptrunc <8 x float> %1059 to <8 x half>
  store <8 x half> %1060, ptr addrspace(3) %289, align 16
  store <8 x half> %519, ptr addrspace(3) %293, align 16
  store <8 x half> %520, ptr addrspace(3) %297, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1061 = load float, ptr addrspace(3) %298, align 4
  %1062 = fmul contract float %517, %1061
  store float %1062, ptr addrspace(3) %299, align 16
  %1063 = fmul contract float %516, %1061
  store float %1063, ptr addrspace(3) %300, align 4
  %1064 = fmul contract float %515, %1061
  store float %1064, ptr addrspace(3) %301, align 8
  %1065 = fmul contract float %514, %1061
  store float %1065, ptr addrspace(3) %302, align 4
  %1066 = fmul contract float %513, %1061
  store float %1066, ptr addrspace(3) %303, align 16
  %1067 = fmul contract float %512, %1061
  store float %1067, ptr addrspace(3) %304, align 4
  %1068 = fmul contract float %511, %1061
  store float %1068, ptr addrspace(3) %305, align 8
  %1069 = fmul contract float %510, %1061
  store float %1069, ptr addrspace(3) %306, align 4
  %1070 = load float, ptr addrspace(3) %307, align 4
  %1071 = fmul contract float %509, %1070
  store float %1071, ptr addrspace(3) %308, align 16
  %1072 = fmul contract float %508, %1070
  store float %1072, ptr addrspace(3) %309, align 4
  %1073 = fmul contract float %507, %1070
  store float %1073, ptr addrspace(3) %310, align 8
  %1074 = fmul contract float %506, %1070
  store float %1074, ptr addrspace(3) %311, align 4
  %1075 = fmul contract float %505, %1070
  store float %1075, ptr addrspace(3) %312, align 16
  %1076 = fmul contract float %504, %1070
  store float %1076, ptr addrspace(3) %313, align 4
  %1077 = fmul contract float %503, %1070
  store float %1077, ptr addrspace(3) %314, align 8
  %1078 = fmul contract float %502, %1070
  store float %1078, ptr addrspace(3) %315, align 4
  %1079 = load float, ptr addrspace(3) %316, align 4
  %1080 = fmul contract float %501, %1079
  store float %1080, ptr addrspace(3) %317, align 16
  %1081 = fmul contract float %500, %1079
  store float %1081, ptr addrspace(3) %319, align 4
  %1082 = fmul contract float %499, %1079
  store float %1082, ptr addrspace(3) %321, align 8
  %1083 = fmul contract float %498, %1079
  store float %1083, ptr addrspace(3) %323, align 4
  %1084 = fmul contract float %497, %1079
  store float %1084, ptr addrspace(3) %325, align 16
  %1085 = fmul contract float %496, %1079
  store float %1085, ptr addrspace(3) %327, align 4
  %1086 = fmul contract float %495, %1079
  store float %1086, ptr addrspace(3) %329, align 8
  %1087 = fmul contract float %494, %1079
  store float %1087, ptr addrspace(3) %331, align 4
  %1088 = load float, ptr addrspace(3) %332, align 4
  %1089 = fmul contract float %493, %1088
  store float %1089, ptr addrspace(3) %333, align 16
  %1090 = fmul contract float %492, %1088
  store float %1090, ptr addrspace(3) %335, align 4
  %1091 = fmul contract float %491, %1088
  store float %1091, ptr addrspace(3) %337, align 8
  %1092 = fmul contract float %490, %1088
  store float %1092, ptr addrspace(3) %339, align 4
  %1093 = fmul contract float %489, %1088
  store float %1093, ptr addrspace(3) %341, align 16
  %1094 = fmul contract float %488, %1088
  store float %1094, ptr addrspace(3) %343, align 4
  %1095 = fmul contract float %487, %1088
  store float %1095, ptr addrspace(3) %345, align 8
  %1096 = fmul contract float %486, %1088
  store float %1096, ptr addrspace(3) %347, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1097

1097: ; preds = %1046, %1306
  %1098 = phi i64 [ 0, %1046 ], [ %1307, %1306 ]
  %1099 = shl nuw nsw i64 %1098, 2
  %1100 = add nuw nsw i64 %1099, %200
  %1101 = icmp ult i64 %1100, 16
  br i1 %1101, label %1102, label %1306

1102: ; preds = %1097
  %1103 = shl nuw nsw i64 %1100, 2
  %1104 = and i64 %1103, 48
  %1105 = or i64 %1104, %213
  %1106 = shl nuw nsw i64 %1105, 6
  %1107 = or i64 %1106, %365
  %1108 = trunc i64 %1107 to i32
  %1109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1108
  %1110 = load i32, ptr addrspace(3) %1109, align 4
  %1111 = or i64 %1106, %366
  %1112 = trunc i64 %1111 to i32
  %1113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1112
  %1114 = load i32, ptr addrspace(3) %1113, align 4
  %1115 = or i64 %1106, 256
  %1116 = or i64 %1115, %365
  %1117 = trunc i64 %1116 to i32
  %1118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1117
  %1119 = load i32, ptr addrspace(3) %1118, align 4
  %1120 = or i64 %1115, %366
  %1121 = trunc i64 %1120 to i32
  %1122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1121
  %1123 = load i32, ptr addrspace(3) %1122, align 4
  %1124 = or i64 %1106, 512
  %1125 = or i64 %1124, %365
  %1126 = trunc i64 %1125 to i32
  %1127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1126
  %1128 = load i32, ptr addrspace(3) %1127, align 4
  %1129 = or i64 %1124, %366
  %1130 = trunc i64 %1129 to i32
  %1131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1130
  %1132 = load i32, ptr addrspace(3) %1131, align 4
  %1133 = or i64 %1106, 768
  %1134 = or i64 %1133, %365
  %1135 = trunc i64 %1134 to i32
  %1136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1135
  %1137 = load i32, ptr addrspace(3) %1136, align 4
  %1138 = or i64 %1133, %366
  %1139 = trunc i64 %1138 to i32
  %1140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1139
  %1141 = load i32, ptr addrspace(3) %1140, align 4
  %1142 = insertelement <8 x i32> poison, i32 %1110, i64 0
  %1143 = insertelement <8 x i32> %1142, i32 %1114, i64 1
  %1144 = insertelement <8 x i32> %1143, i32 %1119, i64 2
  %1145 = insertelement <8 x i32> %1144, i32 %1123, i64 3
  %1146 = insertelement <8 x i32> %1145, i32 %1128, i64 4
  %1147 = insertelement <8 x i32> %1146, i32 %1132, i64 5
  %1148 = insertelement <8 x i32> %1147, i32 %1137, i64 6
  %1149 = insertelement <8 x i32> %1148, i32 %1141, i64 7
  %1150 = or i64 %1104, %211
  %1151 = mul nuw nsw i64 %1150, 40
  %1152 = or i64 %1151, %201
  %1153 = trunc i64 %1152 to i32
  %1154 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1153
  %1155 = load half, ptr addrspace(3) %1154, align 2
  %1156 = or i64 %1151, %367
  %1157 = trunc i64 %1156 to i32
  %1158 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1157
  %1159 = load half, ptr addrspace(3) %1158, align 2
  %1160 = add nuw nsw i64 %1151, %368
  %1161 = trunc i64 %1160 to i32
  %1162 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1161
  %1163 = load half, ptr addrspace(3) %1162, align 2
  %1164 = add nuw nsw i64 %1151, %369
  %1165 = trunc i64 %1164 to i32
  %1166 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1165
  %1167 = load half, ptr addrspace(3) %1166, align 2
  %1168 = add nuw nsw i64 %1151, %370
  %1169 = trunc i64 %1168 to i32
  %1170 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1169
  %1171 = load half, ptr addrspace(3) %1170, align 2
  %1172 = add nuw nsw i64 %1151, %371
  %1173 = trunc i64 %1172 to i32
  %1174 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1173
  %1175 = load half, ptr addrspace(3) %1174, align 2
  %1176 = add nuw nsw i64 %1151, %372
  %1177 = trunc i64 %1176 to i32
  %1178 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1177
  %1179 = load half, ptr addrspace(3) %1178, align 2
  %1180 = add nuw nsw i64 %1151, %373
  %1181 = trunc i64 %1180 to i32
  %1182 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1181
  %1183 = load half, ptr addrspace(3) %1182, align 2
  %1184 = add nuw nsw i64 %1151, 320
  %1185 = or i64 %1184, %201
  %1186 = trunc i64 %1185 to i32
  %1187 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1186
  %1188 = load half, ptr addrspace(3) %1187, align 2
  %1189 = or i64 %1184, %367
  %1190 = trunc i64 %1189 to i32
  %1191 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1190
  %1192 = load half, ptr addrspace(3) %1191, align 2
  %1193 = add nuw nsw i64 %1184, %368
  %1194 = trunc i64 %1193 to i32
  %1195 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1194
  %1196 = load half, ptr addrspace(3) %1195, align 2
  %1197 = add nuw nsw i64 %1184, %369
  %1198 = trunc i64 %1197 to i32
  %1199 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1198
  %1200 = load half, ptr addrspace(3) %1199, align 2
  %1201 = add nuw nsw i64 %1184, %370
  %1202 = trunc i64 %1201 to i32
  %1203 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1202
  %1204 = load half, ptr addrspace(3) %1203, align 2
  %1205 = add nuw nsw i64 %1184, %371
  %1206 = trunc i64 %1205 to i32
  %1207 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1206
  %1208 = load half, ptr addrspace(3) %1207, align 2
  %1209 = add nuw nsw i64 %1184, %372
  %1210 = trunc i64 %1209 to i32
  %1211 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1210
  %1212 = load half, ptr addrspace(3) %1211, align 2
  %1213 = add nuw nsw i64 %1184, %373
  %1214 = trunc i64 %1213 to i32
  %1215 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1214
  %1216 = load half, ptr addrspace(3) %1215, align 2
  %1217 = insertelement <2 x half> poison, half %1155, i64 0
  %1218 = insertelement <2 x half> %1217, half %1159, i64 1
  %1219 = bitcast <2 x half> %1218 to i32
  %1220 = insertelement <2 x half> poison, half %1163, i64 0
  %1221 = insertelement <2 x half> %1220, half %1167, i64 1
  %1222 = bitcast <2 x half> %1221 to i32
  %1223 = insertelement <2 x half> poison, half %1171, i64 0
  %1224 = insertelement <2 x half> %1223, half %1175, i64 1
  %1225 = bitcast <2 x half> %1224 to i32
  %1226 = insertelement <2 x half> poison, half %1179, i64 0
  %1227 = insertelement <2 x half> %1226, half %1183, i64 1
  %1228 = bitcast <2 x half> %1227 to i32
  %1229 = insertelement <2 x half> poison, half %1188, i64 0
  %1230 = insertelement <2 x half> %1229, half %1192, i64 1
  %1231 = bitcast <2 x half> %1230 to i32
  %1232 = insertelement <2 x half> poison, half %1196, i64 0
  %1233 = insertelement <2 x half> %1232, half %1200, i64 1
  %1234 = bitcast <2 x half> %1233 to i32
  %1235 = insertelement <2 x half> poison, half %1204, i64 0
  %1236 = insertelement <2 x half> %1235, half %1208, i64 1
  %1237 = bitcast <2 x half> %1236 to i32
  %1238 = insertelement <2 x half> poison, half %1212, i64 0
  %1239 = insertelement <2 x half> %1238, half %1216, i64 1
  %1240 = bitcast <2 x half> %1239 to i32
  %1241 = insertelement <8 x i32> poison, i32 %1219, i64 0
  %1242 = insertelement <8 x i32> %1241, i32 %1222, i64 1
  %1243 = insertelement <8 x i32> %1242, i32 %1225, i64 2
  %1244 = insertelement <8 x i32> %1243, i32 %1228, i64 3
  %1245 = insertelement <8 x i32> %1244, i32 %1231, i64 4
  %1246 = insertelement <8 x i32> %1245, i32 %1234, i64 5
  %1247 = insertelement <8 x i32> %1246, i32 %1237, i64 6
  %1248 = insertelement <8 x i32> %1247, i32 %1240, i64 7
  %1249 = load half, ptr addrspace(3) %378, align 2
  %1250 = load half, ptr addrspace(3) %382, align 2
  %1251 = load half, ptr addrspace(3) %386, align 2
  %1252 = load half, ptr addrspace(3) %390, align 2
  %1253 = load half, ptr addrspace(3) %394, align 2
  %1254 = load half, ptr addrspace(3) %398, align 2
  %1255 = load half, ptr addrspace(3) %402, align 2
  %1256 = load half, ptr addrspace(3) %406, align 2
  %1257 = load half, ptr addrspace(3) %410, align 2
  %1258 = load half, ptr addrspace(3) %413, align 2
  %1259 = load half, ptr addrspace(3) %416, align 2
  %1260 = load half, ptr addrspace(3) %419, align 2
  %1261 = load half, ptr addrspace(3) %422, align 2
  %1262 = load half, ptr addrspace(3) %425, align 2
  %1263 = load half, ptr addrspace(3) %428, align 2
  %1264 = load half, ptr addrspace(3) %431, align 2
  %1265 = insertelement <2 x half> poison, half %1249, i64 0
  %1266 = insertelement <2 x half> %1265, half %1250, i64 1
  %1267 = bitcast <2 x half> %1266 to i32
  %1268 = insertelement <2 x half> poison, half %1251, i64 0
  %1269 = insertelement <2 x half> %1268, half %1252, i64 1
  %1270 = bitcast <2 x half> %1269 to i32
  %1271 = insertelement <2 x half> poison, half %1253, i64 0
  %1272 = insertelement <2 x half> %1271, half %1254, i64 1
  %1273 = bitcast <2 x half> %1272 to i32
  %1274 = insertelement <2 x half> poison, half %1255, i64 0
  %1275 = insertelement <2 x half> %1274, half %1256, i64 1
  %1276 = bitcast <2 x half> %1275 to i32
  %1277 = insertelement <2 x half> poison, half %1257, i64 0
  %1278 = insertelement <2 x half> %1277, half %1258, i64 1
  %1279 = bitcast <2 x half> %1278 to i32
  %1280 = insertelement <2 x half> poison, half %1259, i64 0
  %1281 = insertelement <2 x half> %1280, half %1260, i64 1
  %1282 = bitcast <2 x half> %1281 to i32
  %1283 = insertelement <2 x half> poison, half %1261, i64 0
  %1284 = insertelement <2 x half> %1283, half %1262, i64 1
  %1285 = bitcast <2 x half> %1284 to i32
  %1286 = insertelement <2 x half> poison, half %1263, i64 0
  %1287 = insertelement <2 x half> %1286, half %1264, i64 1
  %1288 = bitcast <2 x half> %1287 to i32
  %1289 = insertelement <8 x i32> poison, i32 %1267, i64 0
  %1290 = insertelement <8 x i32> %1289, i32 %1270, i64 1
  %1291 = insertelement <8 x i32> %1290, i32 %1273, i64 2
  %1292 = insertelement <8 x i32> %1291, i32 %1276, i64 3
  %1293 = insertelement <8 x i32> %1292, i32 %1279, i64 4
  %1294 = insertelement <8 x i32> %1293, i32 %1282, i64 5
  %1295 = insertelement <8 x i32> %1294, i32 %1285, i64 6
  %1296 = insertelement <8 x i32> %1295, i32 %1288, i64 7
  %1297 = tail call <8 x i32> @llvm.musa.ffmma.m16n16k32.mma(<8 x i32> %1248, <8 x i32> %1296, <8 x i32> %1149, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1297 to <8 x float>
  %1298 = extractelement <8 x float> %bc, i64 0
  store float %1298, ptr addrspace(3) %1109, align 4
  %1299 = extractelement <8 x float> %bc, i64 1
  store float %1299, ptr addrspace(3) %1113, align 4
  %1300 = extractelement <8 x float> %bc, i64 2
  store float %1300, ptr addrspace(3) %1118, align 4
  %1301 = extractelement <8 x float> %bc, i64 3
  store float %1301, ptr addrspace(3) %1122, align 4
  %1302 = extractelement <8 x float> %bc, i64 4
  store float %1302, ptr addrspace(3) %1127, align 4
  %1303 = extractelement <8 x float> %bc, i64 5
  store float %1303, ptr addrspace(3) %1131, align 4
  %1304 = extractelement <8 x float> %bc, i64 6
  store float %1304, ptr addrspace(3) %1136, align 4
  %1305 = extractelement <8 x float> %bc, i64 7
  store float %1305, ptr addrspace(3) %1140, align 4
  br label %1306

1306: ; preds = %1102, %1097
  %1307 = add nuw nsw i64 %1098, 1
  %1308 = icmp ult i64 %1098, 3
  br i1 %1308, label %1097, label %1309

1309: ; preds = %1306
  tail call void @llvm.musa.syncthreads.lm()
  %1310 = load <8 x float>, ptr addrspace(3) %299, align 16
  %1311 = load <8 x float>, ptr addrspace(3) %308, align 16
  %1312 = load <8 x float>, ptr addrspace(3) %317, align 16
  %1313 = load <8 x float>, ptr addrspace(3) %333, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1314, label %1320

1314: ; preds = %1309
  %1315 = load float, ptr addrspace(3) %432, align 4
  %1316 = load float, ptr addrspace(3) %362, align 4
  %1317 = fmul contract float %1315, %1316
  %1318 = load float, ptr addrspace(3) %433, align 4
  %1319 = fadd contract float %1317, %1318
  store float %1319, ptr addrspace(3) %432, align 4
  br label %1320

1320: ; preds = %1314, %1309
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1321, label %1325

1321: ; preds = %1320
  %1322 = load float, ptr addrspace(3) %360, align 4
  %1323 = load float, ptr addrspace(3) %361, align 4
  %1324 = tail call float @llvm.maxnum.f32(float %1322, float %1323)
  store float %1324, ptr addrspace(3) %360, align 4
  br label %1325

1325: ; preds = %1321, %1320
  tail call void @llvm.musa.syncthreads.lm()
  %1326 = extractelement <8 x float> %1310, i64 0
  %1327 = extractelement <8 x float> %1310, i64 1
  %1328 = extractelement <8 x float> %1310, i64 2
  %1329 = extractelement <8 x float> %1310, i64 3
  %1330 = extractelement <8 x float> %1310, i64 4
  %1331 = extractelement <8 x float> %1310, i64 5
  %1332 = extractelement <8 x float> %1310, i64 6
  %1333 = extractelement <8 x float> %1310, i64 7
  %1334 = extractelement <8 x float> %1311, i64 0
  %1335 = extractelement <8 x float> %1311, i64 1
  %1336 = extractelement <8 x float> %1311, i64 2
  %1337 = extractelement <8 x float> %1311, i64 3
  %1338 = extractelement <8 x float> %1311, i64 4
  %1339 = extractelement <8 x float> %1311, i64 5
  %1340 = extractelement <8 x float> %1311, i64 6
  %1341 = extractelement <8 x float> %1311, i64 7
  %1342 = extractelement <8 x float> %1312, i64 0
  %1343 = extractelement <8 x float> %1312, i64 1
  %1344 = extractelement <8 x float> %1312, i64 2
  %1345 = extractelement <8 x float> %1312, i64 3
  %1346 = extractelement <8 x float> %1312, i64 4
  %1347 = extractelement <8 x float> %1312, i64 5
  %1348 = extractelement <8 x float> %1312, i64 6
  %1349 = extractelement <8 x float> %1312, i64 7
  %1350 = extractelement <8 x float> %1313, i64 0
  %1351 = extractelement <8 x float> %1313, i64 1
  %1352 = extractelement <8 x float> %1313, i64 2
  %1353 = extractelement <8 x float> %1313, i64 3
  %1354 = extractelement <8 x float> %1313, i64 4
  %1355 = extractelement <8 x float> %1313, i64 5
  %1356 = extractelement <8 x float> %1313, i64 6
  %1357 = extractelement <8 x float> %1313, i64 7
  br i1 %540, label %485, label %._crit_edge

._crit_edge: ; preds = %1325, %54
  %1358 = phi <8 x float> [ zeroinitializer, %54 ], [ %1310, %1325 ]
  %1359 = phi <8 x float> [ zeroinitializer, %54 ], [ %1311, %1325 ]
  %1360 = phi <8 x float> [ zeroinitializer, %54 ], [ %1312, %1325 ]
  %1361 = phi <8 x float> [ zeroinitializer, %54 ], [ %1313, %1325 ]
  %1362 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1363 = load float, ptr addrspace(3) %1362, align 4
  %1364 = insertelement <8 x float> poison, float %1363, i64 0
  %1365 = shufflevector <8 x float> %1364, <8 x float> poison, <8 x i32> zeroinitializer
  %1366 = fdiv <8 x float> %1358, %1365
  %1367 = fptrunc <8 x float> %1366 to <8 x half>
  %1368 = getelementptr half, ptr addrspace(1) %3, i64 %92
  %1369 = getelementptr half, ptr addrspace(1) %1368, i64 %20
  store <8 x half> %1367, ptr addrspace(1) %1369, align 16
  %1370 = getelementptr float, ptr addrspace(3) @global_smem, i32 %33
  %1371 = load float, ptr addrspace(3) %1370, align 4
  %1372 = insertelement <8 x float> poison, float %1371, i64 0
  %1373 = shufflevector <8 x float> %1372, <8 x float> poison, <8 x i32> zeroinitializer
  %1374 = fdiv <8 x float> %1359, %1373
  %1375 = fptrunc <8 x float> %1374 to <8 x half>
  %1376 = getelementptr half, ptr addrspace(1) %3, i64 %98
  %1377 = getelementptr half, ptr addrspace(1) %1376, i64 %20
  store <8 x half> %1375, ptr addrspace(1) %1377, align 16
  %1378 = getelementptr float, ptr addrspace(3) @global_smem, i32 %104
  %1379 = load float, ptr addrspace(3) %1378, align 4
  %1380 = insertelement <8 x float> poison, float %1379, i64 0
  %1381 = shufflevector <8 x float> %1380, <8 x float> poison, <8 x i32> zeroinitializer
  %1382 = fdiv <8 x float> %1360, %1381
  %1383 = fptrunc <8 x float> %1382 to <8 x half>
  %1384 = getelementptr half, ptr addrspace(1) %3, i64 %107
  %1385 = getelementptr half, ptr addrspace(1) %1384, i64 %20
  store <8 x half> %1383, ptr addrspace(1) %1385, align 16
  %1386 = getelementptr float, ptr addrspace(3) @global_smem, i32 %116
  %1387 = load float, ptr addrspace(3) %1386, align 4
  %1388 = insertelement <8 x float> poison, float %1387, i64 0
  %1389 = shufflevector <8 x float> %1388, <8 x float> poison, <8 x i32> zeroinitializer
  %1390 = fdiv <8 x float> %1361, %1389
  %1391 = fptrunc <8 x float> %1390 to <8 x half>
  %1392 = getelementptr half, ptr addrspace(1) %3, i64 %119
  %1393 = getelementptr half, ptr addrspace(1) %1392, i64 %20
  store <8 x half> %1391, ptr addrspace(1) %1393, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
