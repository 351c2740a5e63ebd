; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #2

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
  %19 = shl nsw i64 %8, 2
  %20 = and i64 %19, 60
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr float, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %20
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <4 x float> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = extractelement <4 x float> %30, i64 0
  %32 = extractelement <4 x float> %30, i64 1
  %33 = extractelement <4 x float> %30, i64 2
  %34 = extractelement <4 x float> %30, i64 3
  %35 = trunc i64 %19 to i32
  %36 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %35
  store float %31, ptr addrspace(3) %36, align 16
  %37 = or i32 %35, 1
  %38 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %37
  store float %32, ptr addrspace(3) %38, align 4
  %39 = or i32 %35, 2
  %40 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %39
  store float %33, ptr addrspace(3) %40, align 8
  %41 = or i32 %35, 3
  %42 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %41
  store float %34, ptr addrspace(3) %42, align 4
  %43 = add nsw i64 %19, 512
  %44 = lshr i64 %43, 6
  %45 = trunc i64 %44 to i32
  %46 = shl i32 %45, 6
  br i1 %11, label %47, label %52

47: ; preds = %29
  %48 = sext i32 %46 to i64
  %49 = getelementptr float, ptr addrspace(1) %1, i64 %48
  %50 = getelementptr float, ptr addrspace(1) %49, i64 %20
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16
  br label %52

52: ; preds = %47, %29
  %53 = phi <4 x float> [ %51, %47 ], [ zeroinitializer, %29 ]
  %54 = extractelement <4 x float> %53, i64 0
  %55 = extractelement <4 x float> %53, i64 1
  %56 = extractelement <4 x float> %53, i64 2
  %57 = extractelement <4 x float> %53, i64 3
  %58 = and i64 %43, 4294967232
  %59 = or i64 %58, %20
  %60 = trunc i64 %59 to i32
  %61 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %60
  store float %54, ptr addrspace(3) %61, align 16
  %62 = or i32 %60, 1
  %63 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %62
  store float %55, ptr addrspace(3) %63, align 4
  %64 = or i32 %60, 2
  %65 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %64
  store float %56, ptr addrspace(3) %65, align 8
  %66 = or i32 %60, 3
  %67 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %66
  store float %57, ptr addrspace(3) %67, align 4
  %68 = add nsw i64 %19, 1024
  %69 = lshr i64 %68, 6
  %70 = trunc i64 %69 to i32
  %71 = shl i32 %70, 6
  br i1 %11, label %72, label %77

72: ; preds = %52
  %73 = sext i32 %71 to i64
  %74 = getelementptr float, ptr addrspace(1) %1, i64 %73
  %75 = getelementptr float, ptr addrspace(1) %74, i64 %20
  %76 = load <4 x float>, ptr addrspace(1) %75, align 16
  br label %77

77: ; preds = %72, %52
  %78 = phi <4 x float> [ %76, %72 ], [ zeroinitializer, %52 ]
  %79 = extractelement <4 x float> %78, i64 0
  %80 = extractelement <4 x float> %78, i64 1
  %81 = extractelement <4 x float> %78, i64 2
  %82 = extractelement <4 x float> %78, i64 3
  %83 = and i64 %68, 4294967232
  %84 = or i64 %83, %20
  %85 = trunc i64 %84 to i32
  %86 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %85
  store float %79, ptr addrspace(3) %86, align 16
  %87 = or i32 %85, 1
  %88 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %87
  store float %80, ptr addrspace(3) %88, align 4
  %89 = or i32 %85, 2
  %90 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %89
  store float %81, ptr addrspace(3) %90, align 8
  %91 = or i32 %85, 3
  %92 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %91
  store float %82, ptr addrspace(3) %92, align 4
  %93 = add nsw i64 %19, 1536
  %94 = lshr i64 %93, 6
  %95 = trunc i64 %94 to i32
  %96 = shl i32 %95, 6
  br i1 %11, label %97, label %102

97: ; preds = %77
  %98 = sext i32 %96 to i64
  %99 = getelementptr float, ptr addrspace(1) %1, i64 %98
  %100 = getelementptr float, ptr addrspace(1) %99, i64 %20
  %101 = load <4 x float>, ptr addrspace(1) %100, align 16
  br label %102

102: ; preds = %97, %77
  %103 = phi <4 x float> [ %101, %97 ], [ zeroinitializer, %77 ]
  %104 = extractelement <4 x float> %103, i64 0
  %105 = extractelement <4 x float> %103, i64 1
  %106 = extractelement <4 x float> %103, i64 2
  %107 = extractelement <4 x float> %103, i64 3
  %108 = and i64 %93, 4294967232
  %109 = or i64 %108, %20
  %110 = trunc i64 %109 to i32
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %110
  store float %104, ptr addrspace(3) %111, align 16
  %112 = or i32 %110, 1
  %113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %112
  store float %105, ptr addrspace(3) %113, align 4
  %114 = or i32 %110, 2
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %114
  store float %106, ptr addrspace(3) %115, align 8
  %116 = or i32 %110, 3
  %117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %116
  store float %107, ptr addrspace(3) %117, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %11, label %118, label %135

118: ; preds = %102
  %119 = sext i32 %23 to i64
  %120 = getelementptr float, ptr addrspace(1) %2, i64 %119
  %121 = getelementptr float, ptr addrspace(1) %120, i64 %20
  %122 = load <4 x float>, ptr addrspace(1) %121, align 16
  %123 = sext i32 %46 to i64
  %124 = getelementptr float, ptr addrspace(1) %2, i64 %123
  %125 = getelementptr float, ptr addrspace(1) %124, i64 %20
  %126 = load <4 x float>, ptr addrspace(1) %125, align 16
  %127 = sext i32 %71 to i64
  %128 = getelementptr float, ptr addrspace(1) %2, i64 %127
  %129 = getelementptr float, ptr addrspace(1) %128, i64 %20
  %130 = load <4 x float>, ptr addrspace(1) %129, align 16
  %131 = sext i32 %96 to i64
  %132 = getelementptr float, ptr addrspace(1) %2, i64 %131
  %133 = getelementptr float, ptr addrspace(1) %132, i64 %20
  %134 = load <4 x float>, ptr addrspace(1) %133, align 16
  br label %135

135: ; preds = %102, %118
  %136 = phi <4 x float> [ %134, %118 ], [ zeroinitializer, %102 ]
  %137 = phi <4 x float> [ %122, %118 ], [ zeroinitializer, %102 ]
  %138 = phi <4 x float> [ %126, %118 ], [ zeroinitializer, %102 ]
  %139 = phi <4 x float> [ %130, %118 ], [ zeroinitializer, %102 ]
  %140 = add i32 %10, %22
  %141 = shl i32 %140, 6
  %142 = sext i32 %141 to i64
  %143 = getelementptr float, ptr addrspace(1) %0, i64 %142
  %144 = getelementptr float, ptr addrspace(1) %143, i64 %20
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %35
  %146 = add i32 %10, %45
  %147 = shl i32 %146, 6
  %148 = sext i32 %147 to i64
  %149 = getelementptr float, ptr addrspace(1) %0, i64 %148
  %150 = getelementptr float, ptr addrspace(1) %149, i64 %20
  %151 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %60
  %152 = add i32 %10, %70
  %153 = shl i32 %152, 6
  %154 = sext i32 %153 to i64
  %155 = getelementptr float, ptr addrspace(1) %0, i64 %154
  %156 = getelementptr float, ptr addrspace(1) %155, i64 %20
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %85
  %158 = add i32 %10, %95
  %159 = shl i32 %158, 6
  %160 = sext i32 %159 to i64
  %161 = getelementptr float, ptr addrspace(1) %0, i64 %160
  %162 = getelementptr float, ptr addrspace(1) %161, i64 %20
  %163 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %110
  %164 = add nsw i64 %19, 2048
  %165 = lshr i64 %164, 6
  %166 = trunc i64 %165 to i32
  %167 = add i32 %10, %166
  %168 = shl i32 %167, 6
  %169 = sext i32 %168 to i64
  %170 = getelementptr float, ptr addrspace(1) %0, i64 %169
  %171 = getelementptr float, ptr addrspace(1) %170, i64 %20
  %172 = and i64 %164, 4294967232
  %173 = or i64 %172, %20
  %174 = trunc i64 %173 to i32
  %175 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %174
  %176 = add nsw i64 %19, 2560
  %177 = lshr i64 %176, 6
  %178 = trunc i64 %177 to i32
  %179 = add i32 %10, %178
  %180 = shl i32 %179, 6
  %181 = sext i32 %180 to i64
  %182 = getelementptr float, ptr addrspace(1) %0, i64 %181
  %183 = getelementptr float, ptr addrspace(1) %182, i64 %20
  %184 = and i64 %176, 4294967232
  %185 = or i64 %184, %20
  %186 = trunc i64 %185 to i32
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %186
  %188 = add nsw i64 %19, 3072
  %189 = lshr i64 %188, 6
  %190 = trunc i64 %189 to i32
  %191 = add i32 %10, %190
  %192 = shl i32 %191, 6
  %193 = sext i32 %192 to i64
  %194 = getelementptr float, ptr addrspace(1) %0, i64 %193
  %195 = getelementptr float, ptr addrspace(1) %194, i64 %20
  %196 = and i64 %188, 4294967232
  %197 = or i64 %196, %20
  %198 = trunc i64 %197 to i32
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %198
  %200 = add nsw i64 %19, 3584
  %201 = lshr i64 %200, 6
  %202 = trunc i64 %201 to i32
  %203 = add i32 %10, %202
  %204 = shl i32 %203, 6
  %205 = sext i32 %204 to i64
  %206 = getelementptr float, ptr addrspace(1) %0, i64 %205
  %207 = getelementptr float, ptr addrspace(1) %206, i64 %20
  %208 = and i64 %200, 4294967232
  %209 = or i64 %208, %20
  %210 = trunc i64 %209 to i32
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %210
  %212 = and i64 %19, 28
  %213 = lshr i64 %19, 5
  %214 = or i64 %212, 1
  %215 = or i64 %212, 2
  %216 = or i64 %212, 3
  %217 = shl nuw nsw i64 %212, 6
  %218 = add nuw nsw i64 %217, %213
  %219 = trunc i64 %218 to i32
  %220 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %219
  %221 = shl nuw nsw i64 %214, 6
  %222 = add nuw nsw i64 %221, %213
  %223 = trunc i64 %222 to i32
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %223
  %225 = shl nuw nsw i64 %215, 6
  %226 = add nuw nsw i64 %225, %213
  %227 = trunc i64 %226 to i32
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %227
  %229 = shl nuw nsw i64 %216, 6
  %230 = add nuw nsw i64 %229, %213
  %231 = trunc i64 %230 to i32
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %231
  %233 = mul i64 %213, 40
  %234 = add i64 %233, %212
  %235 = trunc i64 %234 to i32
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %235
  %237 = lshr i64 %43, 5
  %238 = add nuw nsw i64 %237, %217
  %239 = trunc i64 %238 to i32
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %239
  %241 = add nuw nsw i64 %221, %237
  %242 = trunc i64 %241 to i32
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %242
  %244 = add nuw nsw i64 %225, %237
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %245
  %247 = add nuw nsw i64 %229, %237
  %248 = trunc i64 %247 to i32
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %248
  %250 = mul i64 %237, 40
  %251 = add i64 %250, %212
  %252 = trunc i64 %251 to i32
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %252
  %254 = lshr i64 %68, 5
  %255 = add nuw nsw i64 %254, %217
  %256 = trunc i64 %255 to i32
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %256
  %258 = add nuw nsw i64 %221, %254
  %259 = trunc i64 %258 to i32
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %259
  %261 = add nuw nsw i64 %225, %254
  %262 = trunc i64 %261 to i32
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %262
  %264 = add nuw nsw i64 %229, %254
  %265 = trunc i64 %264 to i32
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %265
  %267 = mul i64 %254, 40
  %268 = add i64 %267, %212
  %269 = trunc i64 %268 to i32
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %269
  %271 = lshr i64 %93, 5
  %272 = add nuw nsw i64 %271, %217
  %273 = trunc i64 %272 to i32
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %273
  %275 = add nuw nsw i64 %221, %271
  %276 = trunc i64 %275 to i32
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %276
  %278 = add nuw nsw i64 %225, %271
  %279 = trunc i64 %278 to i32
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %279
  %281 = add nuw nsw i64 %229, %271
  %282 = trunc i64 %281 to i32
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %282
  %284 = mul i64 %271, 40
  %285 = add i64 %284, %212
  %286 = trunc i64 %285 to i32
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %286
  %288 = lshr i64 %8, 5
  %289 = and i64 %8, 3
  %290 = lshr i64 %8, 2
  %291 = and i64 %290, 1
  %292 = lshr i64 %8, 3
  %293 = and i64 %292, 1
  %294 = shl nuw nsw i64 %293, 1
  %295 = lshr i64 %8, 4
  %296 = and i64 %295, 1
  %297 = shl nuw nsw i64 %296, 2
  %298 = or i64 %294, %297
  %299 = or i64 %298, %291
  %300 = shl nuw nsw i64 %296, 1
  %301 = or i64 %300, %293
  %302 = and i64 %8, 1
  %303 = icmp ult i32 %7, 128
  %304 = icmp eq i64 %302, 0
  %305 = and i1 %303, %304
  %306 = and i64 %19, -32
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %35
  %308 = trunc i64 %213 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %308
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %308
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %35
  %312 = or i64 %214, %306
  %313 = trunc i64 %312 to i32
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %313
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %313
  %316 = or i64 %215, %306
  %317 = trunc i64 %316 to i32
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %317
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %317
  %320 = or i64 %216, %306
  %321 = trunc i64 %320 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %321
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %321
  %324 = and i64 %43, -32
  %325 = or i64 %324, %212
  %326 = trunc i64 %325 to i32
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %326
  %328 = trunc i64 %237 to i32
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %328
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %328
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %326
  %332 = or i64 %214, %324
  %333 = trunc i64 %332 to i32
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %333
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %333
  %336 = or i64 %215, %324
  %337 = trunc i64 %336 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %337
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %337
  %340 = or i64 %216, %324
  %341 = trunc i64 %340 to i32
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %341
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %341
  %344 = and i64 %68, -32
  %345 = or i64 %344, %212
  %346 = trunc i64 %345 to i32
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %346
  %348 = trunc i64 %254 to i32
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %348
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %348
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %346
  %352 = or i64 %214, %344
  %353 = trunc i64 %352 to i32
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %353
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %353
  %356 = or i64 %215, %344
  %357 = trunc i64 %356 to i32
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %357
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %357
  %360 = or i64 %216, %344
  %361 = trunc i64 %360 to i32
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %361
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %361
  %364 = and i64 %93, -32
  %365 = or i64 %364, %212
  %366 = trunc i64 %365 to i32
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %366
  %368 = trunc i64 %271 to i32
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %368
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %368
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %366
  %372 = or i64 %214, %364
  %373 = trunc i64 %372 to i32
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %373
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %373
  %376 = or i64 %215, %364
  %377 = trunc i64 %376 to i32
  %378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %377
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %377
  %380 = or i64 %216, %364
  %381 = trunc i64 %380 to i32
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %381
  %383 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %381
  %384 = mul i64 %21, 72
  %385 = add i64 %384, %20
  %386 = trunc i64 %385 to i32
  %387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %386
  %388 = mul i64 %44, 72
  %389 = add i64 %388, %20
  %390 = trunc i64 %389 to i32
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %390
  %392 = mul i64 %69, 72
  %393 = add i64 %392, %20
  %394 = trunc i64 %393 to i32
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %394
  %396 = mul i64 %94, 72
  %397 = add i64 %396, %20
  %398 = trunc i64 %397 to i32
  %399 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %398
  %400 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %22
  %401 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %35
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %37
  %403 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %39
  %404 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %41
  %405 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %45
  %406 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %60
  %407 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %62
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %64
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %66
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %70
  %411 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %85
  %412 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %87
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %89
  %414 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %91
  %415 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %95
  %416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %110
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %112
  %418 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %114
  %419 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %116
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %166
  %421 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %174
  %422 = or i32 %174, 1
  %423 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %422
  %424 = or i32 %174, 2
  %425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %424
  %426 = or i32 %174, 3
  %427 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %426
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %178
  %429 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %186
  %430 = or i32 %186, 1
  %431 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %430
  %432 = or i32 %186, 2
  %433 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %432
  %434 = or i32 %186, 3
  %435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %434
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %190
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %198
  %438 = or i32 %198, 1
  %439 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %438
  %440 = or i32 %198, 2
  %441 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %440
  %442 = or i32 %198, 3
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %442
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %202
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %210
  %446 = or i32 %210, 1
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %446
  %448 = or i32 %210, 2
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %448
  %450 = or i32 %210, 3
  %451 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %450
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %35
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %60
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %85
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %110
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %174
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %186
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %198
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %210
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep75 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %135
  %460 = shl nsw i64 %8, 4
  %461 = and i64 %460, -32
  %462 = select i1 %303, i64 %461, i64 0
  %463 = shl nuw nsw i64 %302, 2
  %urem = and i64 %8, 7
  %464 = shl nuw nsw i64 %288, 4
  %465 = and i64 %464, 16
  %466 = or i64 %299, %465
  %467 = or i64 %466, 8
  %468 = or i64 %465, %urem
  %469 = or i64 %468, 8
  %470 = lshr i32 %7, 1
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %470
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %7
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 51968), i32 %7
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52224), i32 %470
  %476 = and i64 %464, 48
  %477 = or i64 %476, %urem
  %478 = or i64 %477, 8
  %479 = or i64 %299, %476
  %480 = or i64 %479, 8
  %481 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52224), i32 %7
  %483 = or i64 %463, %462
  %484 = trunc i64 %483 to i32
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %484
  %486 = or i32 %484, 1
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %486
  %488 = or i32 %484, 2
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %488
  %490 = or i32 %484, 3
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %490
  %492 = or i64 %463, %462
  %493 = trunc i64 %492 to i32
  %494 = or i32 %493, 8
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %494
  %496 = or i32 %493, 9
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %496
  %498 = or i32 %493, 10
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %498
  %500 = or i32 %493, 11
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %500
  %502 = or i64 %463, %462
  %503 = trunc i64 %502 to i32
  %504 = or i32 %503, 16
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %504
  %506 = or i32 %503, 17
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %506
  %508 = or i32 %503, 18
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %508
  %510 = or i32 %503, 19
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %510
  %512 = or i64 %463, %462
  %513 = trunc i64 %512 to i32
  %514 = or i32 %513, 24
  %515 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %514
  %516 = or i32 %513, 25
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %516
  %518 = or i32 %513, 26
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %518
  %520 = or i32 %513, 27
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %520
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %484
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %486
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %488
  %525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %490
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %494
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %496
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %498
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %500
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %504
  %531 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %506
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %508
  %533 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %510
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %514
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %516
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %518
  %537 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %520
  %538 = or i64 %289, 4
  %539 = or i64 %289, 8
  %540 = or i64 %289, 12
  %541 = mul nuw nsw i64 %289, 72
  %542 = add nuw nsw i64 %541, %479
  %543 = trunc i64 %542 to i32
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %543
  %545 = mul nuw nsw i64 %538, 72
  %546 = add nuw nsw i64 %545, %479
  %547 = trunc i64 %546 to i32
  %548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %547
  %549 = mul nuw nsw i64 %539, 72
  %550 = add nuw nsw i64 %549, %479
  %551 = trunc i64 %550 to i32
  %552 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %551
  %553 = mul nuw nsw i64 %540, 72
  %554 = add nuw nsw i64 %553, %479
  %555 = trunc i64 %554 to i32
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %555
  %557 = add nuw nsw i64 %541, %480
  %558 = trunc i64 %557 to i32
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %558
  %560 = add nuw nsw i64 %545, %480
  %561 = trunc i64 %560 to i32
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %561
  %563 = add nuw nsw i64 %549, %480
  %564 = trunc i64 %563 to i32
  %565 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %564
  %566 = add nuw nsw i64 %553, %480
  %567 = trunc i64 %566 to i32
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %567
  %569 = or i64 %289, 16
  %570 = or i64 %289, 20
  %571 = or i64 %289, 24
  %572 = or i64 %289, 28
  %573 = mul nuw nsw i64 %569, 72
  %574 = add nuw nsw i64 %573, %479
  %575 = trunc i64 %574 to i32
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %575
  %577 = mul nuw nsw i64 %570, 72
  %578 = add nuw nsw i64 %577, %479
  %579 = trunc i64 %578 to i32
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %579
  %581 = mul nuw nsw i64 %571, 72
  %582 = add nuw nsw i64 %581, %479
  %583 = trunc i64 %582 to i32
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %583
  %585 = mul nuw nsw i64 %572, 72
  %586 = add nuw nsw i64 %585, %479
  %587 = trunc i64 %586 to i32
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %587
  %589 = add nuw nsw i64 %573, %480
  %590 = trunc i64 %589 to i32
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %590
  %592 = add nuw nsw i64 %577, %480
  %593 = trunc i64 %592 to i32
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %593
  %595 = add nuw nsw i64 %581, %480
  %596 = trunc i64 %595 to i32
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %596
  %598 = add nuw nsw i64 %585, %480
  %599 = trunc i64 %598 to i32
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %599
  %601 = icmp ult i32 %7, 256
  %602 = shl nuw nsw i64 %288, 3
  %603 = and i64 %602, 48
  %604 = or i64 %603, %299
  %605 = shl nuw nsw i64 %604, 6
  %606 = or i64 %605, 512
  %607 = or i64 %603, %301
  %608 = shl nuw nsw i64 %607, 5
  %609 = or i64 %608, %468
  %610 = trunc i64 %609 to i32
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %610
  %612 = or i64 %608, %469
  %613 = trunc i64 %612 to i32
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %613
  %615 = or i64 %608, 128
  %616 = or i64 %615, %468
  %617 = trunc i64 %616 to i32
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %617
  %619 = or i64 %615, %469
  %620 = trunc i64 %619 to i32
  %621 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %620
  %622 = or i64 %608, 256
  %623 = or i64 %622, %468
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %624
  %626 = or i64 %622, %469
  %627 = trunc i64 %626 to i32
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %627
  %629 = or i64 %608, 384
  %630 = or i64 %629, %468
  %631 = trunc i64 %630 to i32
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %631
  %633 = or i64 %629, %469
  %634 = trunc i64 %633 to i32
  %635 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %634
  %636 = icmp ult i32 %7, 128
  %637 = shl nuw nsw i64 %288, 3
  %638 = and i64 %637, 16
  %639 = or i64 %638, 32
  %640 = or i64 %639, %299
  %641 = shl nuw nsw i64 %640, 6
  %642 = or i64 %641, 512
  %643 = or i64 %639, %301
  %644 = shl nuw nsw i64 %643, 5
  %645 = or i64 %644, %468
  %646 = trunc i64 %645 to i32
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %646
  %648 = or i64 %644, %469
  %649 = trunc i64 %648 to i32
  %650 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %649
  %651 = or i64 %644, 128
  %652 = or i64 %651, %468
  %653 = trunc i64 %652 to i32
  %654 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %653
  %655 = or i64 %651, %469
  %656 = trunc i64 %655 to i32
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %656
  %658 = or i64 %644, 256
  %659 = or i64 %658, %468
  %660 = trunc i64 %659 to i32
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %660
  %662 = or i64 %658, %469
  %663 = trunc i64 %662 to i32
  %664 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %663
  %665 = or i64 %644, 384
  %666 = or i64 %665, %468
  %667 = trunc i64 %666 to i32
  %668 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %667
  %669 = or i64 %665, %469
  %670 = trunc i64 %669 to i32
  %671 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %670
  br label %672

672: ; preds = %.lr.ph, %1459
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1491, %1459 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1490, %1459 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1489, %1459 ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1488, %1459 ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1487, %1459 ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1486, %1459 ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1485, %1459 ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %1459 ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %1459 ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %1459 ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %1459 ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1480, %1459 ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %1459 ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %1459 ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %1459 ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %1459 ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1475, %1459 ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %1459 ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %1473, %1459 ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %1459 ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %1471, %1459 ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %1470, %1459 ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %1469, %1459 ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %1468, %1459 ]
  %697 = phi float [ 0.000000e+00, %.lr.ph ], [ %1467, %1459 ]
  %698 = phi float [ 0.000000e+00, %.lr.ph ], [ %1466, %1459 ]
  %699 = phi float [ 0.000000e+00, %.lr.ph ], [ %1465, %1459 ]
  %700 = phi float [ 0.000000e+00, %.lr.ph ], [ %1464, %1459 ]
  %701 = phi float [ 0.000000e+00, %.lr.ph ], [ %1463, %1459 ]
  %702 = phi float [ 0.000000e+00, %.lr.ph ], [ %1462, %1459 ]
  %703 = phi float [ 0.000000e+00, %.lr.ph ], [ %1461, %1459 ]
  %704 = phi float [ 0.000000e+00, %.lr.ph ], [ %1460, %1459 ]
  %705 = phi i32 [ 0, %.lr.ph ], [ %710, %1459 ]
  %706 = phi <4 x float> [ %137, %.lr.ph ], [ %775, %1459 ]
  %707 = phi <4 x float> [ %138, %.lr.ph ], [ %776, %1459 ]
  %708 = phi <4 x float> [ %139, %.lr.ph ], [ %777, %1459 ]
  %709 = phi <4 x float> [ %136, %.lr.ph ], [ %774, %1459 ]
  %710 = add i32 %705, 32
  %711 = icmp slt i32 %710, %5
  br i1 %711, label %712, label %757

712: ; preds = %672
  %713 = add i32 %710, %22
  %714 = shl i32 %713, 6
  %715 = sext i32 %714 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %715
  %716 = load float, ptr addrspace(1) %gep, align 16
  %717 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %718 = load float, ptr addrspace(1) %717, align 4
  %719 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %720 = load float, ptr addrspace(1) %719, align 8
  %721 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %722 = load float, ptr addrspace(1) %721, align 4
  %723 = add i32 %710, %45
  %724 = shl i32 %723, 6
  %725 = sext i32 %724 to i64
  %gep70 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %725
  %726 = load float, ptr addrspace(1) %gep70, align 16
  %727 = getelementptr inbounds i8, ptr addrspace(1) %gep70, i64 4
  %728 = load float, ptr addrspace(1) %727, align 4
  %729 = getelementptr inbounds i8, ptr addrspace(1) %gep70, i64 8
  %730 = load float, ptr addrspace(1) %729, align 8
  %731 = getelementptr inbounds i8, ptr addrspace(1) %gep70, i64 12
  %732 = load float, ptr addrspace(1) %731, align 4
  %733 = add i32 %710, %70
  %734 = shl i32 %733, 6
  %735 = sext i32 %734 to i64
  %gep72 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %735
  %736 = load float, ptr addrspace(1) %gep72, align 16
  %737 = getelementptr inbounds i8, ptr addrspace(1) %gep72, i64 4
  %738 = load float, ptr addrspace(1) %737, align 4
  %739 = getelementptr inbounds i8, ptr addrspace(1) %gep72, i64 8
  %740 = load float, ptr addrspace(1) %739, align 8
  %741 = getelementptr inbounds i8, ptr addrspace(1) %gep72, i64 12
  %742 = load float, ptr addrspace(1) %741, align 4
  %743 = add i32 %710, %95
  %744 = shl i32 %743, 6
  %745 = sext i32 %744 to i64
  %gep74 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %745
  %746 = load float, ptr addrspace(1) %gep74, align 16
  %747 = getelementptr inbounds i8, ptr addrspace(1) %gep74, i64 4
  %748 = load float, ptr addrspace(1) %747, align 4
  %749 = getelementptr inbounds i8, ptr addrspace(1) %gep74, i64 8
  %750 = load float, ptr addrspace(1) %749, align 8
  %751 = getelementptr inbounds i8, ptr addrspace(1) %gep74, i64 12
  %752 = load float, ptr addrspace(1) %751, align 4
  %gep76 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %715
  %753 = load <4 x float>, ptr addrspace(1) %gep76, align 16
  %gep78 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %725
  %754 = load <4 x float>, ptr addrspace(1) %gep78, align 16
  %gep80 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %735
  %755 = load <4 x float>, ptr addrspace(1) %gep80, align 16
  %gep82 = getelementptr float, ptr addrspace(1) %invariant.gep75, i64 %745
  %756 = load <4 x float>, ptr addrspace(1) %gep82, align 16
  br label %757

757: ; preds = %672, %712
  %758 = phi float [ %742, %712 ], [ 0.000000e+00, %672 ]
  %759 = phi float [ %740, %712 ], [ 0.000000e+00, %672 ]
  %760 = phi float [ %738, %712 ], [ 0.000000e+00, %672 ]
  %761 = phi float [ %736, %712 ], [ 0.000000e+00, %672 ]
  %762 = phi float [ %722, %712 ], [ 0.000000e+00, %672 ]
  %763 = phi float [ %720, %712 ], [ 0.000000e+00, %672 ]
  %764 = phi float [ %718, %712 ], [ 0.000000e+00, %672 ]
  %765 = phi float [ %716, %712 ], [ 0.000000e+00, %672 ]
  %766 = phi float [ %726, %712 ], [ 0.000000e+00, %672 ]
  %767 = phi float [ %728, %712 ], [ 0.000000e+00, %672 ]
  %768 = phi float [ %730, %712 ], [ 0.000000e+00, %672 ]
  %769 = phi float [ %732, %712 ], [ 0.000000e+00, %672 ]
  %770 = phi float [ %746, %712 ], [ 0.000000e+00, %672 ]
  %771 = phi float [ %748, %712 ], [ 0.000000e+00, %672 ]
  %772 = phi float [ %750, %712 ], [ 0.000000e+00, %672 ]
  %773 = phi float [ %752, %712 ], [ 0.000000e+00, %672 ]
  %774 = phi <4 x float> [ %756, %712 ], [ zeroinitializer, %672 ]
  %775 = phi <4 x float> [ %753, %712 ], [ zeroinitializer, %672 ]
  %776 = phi <4 x float> [ %754, %712 ], [ zeroinitializer, %672 ]
  %777 = phi <4 x float> [ %755, %712 ], [ zeroinitializer, %672 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %145, ptr addrspace(1) %144, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %151, ptr addrspace(1) %150, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %157, ptr addrspace(1) %156, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %163, ptr addrspace(1) %162, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %175, ptr addrspace(1) %171, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %187, ptr addrspace(1) %183, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %199, ptr addrspace(1) %195, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %211, ptr addrspace(1) %207, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %778 = load float, ptr addrspace(3) %220, align 4
  %779 = load float, ptr addrspace(3) %224, align 4
  %780 = load float, ptr addrspace(3) %228, align 4
  %781 = load float, ptr addrspace(3) %232, align 4
  %782 = insertelement <4 x float> poison, float %778, i64 0
  %783 = insertelement <4 x float> %782, float %779, i64 1
  %784 = insertelement <4 x float> %783, float %780, i64 2
  %785 = insertelement <4 x float> %784, float %781, i64 3
  store <4 x float> %785, ptr addrspace(3) %236, align 16
  %786 = load float, ptr addrspace(3) %240, align 4
  %787 = load float, ptr addrspace(3) %243, align 4
  %788 = load float, ptr addrspace(3) %246, align 4
  %789 = load float, ptr addrspace(3) %249, align 4
  %790 = insertelement <4 x float> poison, float %786, i64 0
  %791 = insertelement <4 x float> %790, float %787, i64 1
  %792 = insertelement <4 x float> %791, float %788, i64 2
  %793 = insertelement <4 x float> %792, float %789, i64 3
  store <4 x float> %793, ptr addrspace(3) %253, align 16
  %794 = load float, ptr addrspace(3) %257, align 4
  %795 = load float, ptr addrspace(3) %260, align 4
  %796 = load float, ptr addrspace(3) %263, align 4
  %797 = load float, ptr addrspace(3) %266, align 4
  %798 = insertelement <4 x float> poison, float %794, i64 0
  %799 = insertelement <4 x float> %798, float %795, i64 1
  %800 = insertelement <4 x float> %799, float %796, i64 2
  %801 = insertelement <4 x float> %800, float %797, i64 3
  store <4 x float> %801, ptr addrspace(3) %270, align 16
  %802 = load float, ptr addrspace(3) %274, align 4
  %803 = load float, ptr addrspace(3) %277, align 4
  %804 = load float, ptr addrspace(3) %280, align 4
  %805 = load float, ptr addrspace(3) %283, align 4
  %806 = insertelement <4 x float> poison, float %802, i64 0
  %807 = insertelement <4 x float> %806, float %803, i64 1
  %808 = insertelement <4 x float> %807, float %804, i64 2
  %809 = insertelement <4 x float> %808, float %805, i64 3
  store <4 x float> %809, ptr addrspace(3) %287, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %601, label %810, label %913

810: ; preds = %757, %810
  %811 = phi <8 x i32> [ %901, %810 ], [ zeroinitializer, %757 ]
  %812 = phi i64 [ %902, %810 ], [ 0, %757 ]
  %813 = or i64 %812, %289
  %814 = or i64 %813, %605
  %815 = trunc i64 %814 to i32
  %816 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %815
  %817 = load i32, ptr addrspace(3) %816, align 4
  %818 = or i64 %813, 4
  %819 = or i64 %818, %605
  %820 = trunc i64 %819 to i32
  %821 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %820
  %822 = load i32, ptr addrspace(3) %821, align 4
  %823 = or i64 %813, 8
  %824 = or i64 %823, %605
  %825 = trunc i64 %824 to i32
  %826 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %825
  %827 = load i32, ptr addrspace(3) %826, align 4
  %828 = or i64 %813, 12
  %829 = or i64 %828, %605
  %830 = trunc i64 %829 to i32
  %831 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %830
  %832 = load i32, ptr addrspace(3) %831, align 4
  %833 = or i64 %813, %606
  %834 = trunc i64 %833 to i32
  %835 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %834
  %836 = load i32, ptr addrspace(3) %835, align 4
  %837 = or i64 %818, %606
  %838 = trunc i64 %837 to i32
  %839 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %838
  %840 = load i32, ptr addrspace(3) %839, align 4
  %841 = or i64 %823, %606
  %842 = trunc i64 %841 to i32
  %843 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %842
  %844 = load i32, ptr addrspace(3) %843, align 4
  %845 = or i64 %828, %606
  %846 = trunc i64 %845 to i32
  %847 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %846
  %848 = load i32, ptr addrspace(3) %847, align 4
  %849 = insertelement <8 x i32> poison, i32 %817, i64 0
  %850 = insertelement <8 x i32> %849, i32 %822, i64 1
  %851 = insertelement <8 x i32> %850, i32 %827, i64 2
  %852 = insertelement <8 x i32> %851, i32 %832, i64 3
  %853 = insertelement <8 x i32> %852, i32 %836, i64 4
  %854 = insertelement <8 x i32> %853, i32 %840, i64 5
  %855 = insertelement <8 x i32> %854, i32 %844, i64 6
  %856 = insertelement <8 x i32> %855, i32 %848, i64 7
  %857 = mul nuw nsw i64 %813, 40
  %858 = add nuw nsw i64 %857, %466
  %859 = trunc i64 %858 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %859
  %861 = load i32, ptr addrspace(3) %860, align 4
  %862 = mul nuw nsw i64 %818, 40
  %863 = add nuw nsw i64 %862, %466
  %864 = trunc i64 %863 to i32
  %865 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %864
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = mul nuw nsw i64 %823, 40
  %868 = add nuw nsw i64 %867, %466
  %869 = trunc i64 %868 to i32
  %870 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %869
  %871 = load i32, ptr addrspace(3) %870, align 4
  %872 = mul nuw nsw i64 %828, 40
  %873 = add nuw nsw i64 %872, %466
  %874 = trunc i64 %873 to i32
  %875 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %874
  %876 = load i32, ptr addrspace(3) %875, align 4
  %877 = add nuw nsw i64 %857, %467
  %878 = trunc i64 %877 to i32
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %878
  %880 = load i32, ptr addrspace(3) %879, align 4
  %881 = add nuw nsw i64 %862, %467
  %882 = trunc i64 %881 to i32
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %882
  %884 = load i32, ptr addrspace(3) %883, align 4
  %885 = add nuw nsw i64 %867, %467
  %886 = trunc i64 %885 to i32
  %887 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %886
  %888 = load i32, ptr addrspace(3) %887, align 4
  %889 = add nuw nsw i64 %872, %467
  %890 = trunc i64 %889 to i32
  %891 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %890
  %892 = load i32, ptr addrspace(3) %891, align 4
  %893 = insertelement <8 x i32> poison, i32 %861, i64 0
  %894 = insertelement <8 x i32> %893, i32 %866, i64 1
  %895 = insertelement <8 x i32> %894, i32 %871, i64 2
  %896 = insertelement <8 x i32> %895, i32 %876, i64 3
  %897 = insertelement <8 x i32> %896, i32 %880, i64 4
  %898 = insertelement <8 x i32> %897, i32 %884, i64 5
  %899 = insertelement <8 x i32> %898, i32 %888, i64 6
  %900 = insertelement <8 x i32> %899, i32 %892, i64 7
  %901 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %856, <8 x i32> %900, <8 x i32> %811, i32 1, i32 1, i32 1)
  %902 = add nuw nsw i64 %812, 16
  %903 = icmp ult i64 %812, 48
  br i1 %903, label %810, label %904

904: ; preds = %810
  %bc17 = bitcast <8 x i32> %901 to <8 x float>
  %905 = extractelement <8 x float> %bc17, i64 0
  store float %905, ptr addrspace(3) %611, align 4
  %906 = extractelement <8 x float> %bc17, i64 1
  store float %906, ptr addrspace(3) %614, align 4
  %907 = extractelement <8 x float> %bc17, i64 2
  store float %907, ptr addrspace(3) %618, align 4
  %908 = extractelement <8 x float> %bc17, i64 3
  store float %908, ptr addrspace(3) %621, align 4
  %909 = extractelement <8 x float> %bc17, i64 4
  store float %909, ptr addrspace(3) %625, align 4
  %910 = extractelement <8 x float> %bc17, i64 5
  store float %910, ptr addrspace(3) %628, align 4
  %911 = extractelement <8 x float> %bc17, i64 6
  store float %911, ptr addrspace(3) %632, align 4
  %912 = extractelement <8 x float> %bc17, i64 7
  store float %912, ptr addrspace(3) %635, align 4
  br label %913

913: ; preds = %904, %757
  br i1 %636, label %914, label %1017

914: ; preds = %913, %914
  %915 = phi <8 x i32> [ %1005, %914 ], [ zeroinitializer, %913 ]
  %916 = phi i64 [ %1006, %914 ], [ 0, %913 ]
  %917 = or i64 %916, %289
  %918 = or i64 %917, %641
  %919 = trunc i64 %918 to i32
  %920 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %919
  %921 = load i32, ptr addrspace(3) %920, align 4
  %922 = or i64 %917, 4
  %923 = or i64 %922, %641
  %924 = trunc i64 %923 to i32
  %925 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %924
  %926 = load i32, ptr addrspace(3) %925, align 4
  %927 = or i64 %917, 8
  %928 = or i64 %927, %641
  %929 = trunc i64 %928 to i32
  %930 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %929
  %931 = load i32, ptr addrspace(3) %930, align 4
  %932 = or i64 %917, 12
  %933 = or i64 %932, %641
  %934 = trunc i64 %933 to i32
  %935 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %934
  %936 = load i32, ptr addrspace(3) %935, align 4
  %937 = or i64 %917, %642
  %938 = trunc i64 %937 to i32
  %939 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %938
  %940 = load i32, ptr addrspace(3) %939, align 4
  %941 = or i64 %922, %642
  %942 = trunc i64 %941 to i32
  %943 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %942
  %944 = load i32, ptr addrspace(3) %943, align 4
  %945 = or i64 %927, %642
  %946 = trunc i64 %945 to i32
  %947 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %946
  %948 = load i32, ptr addrspace(3) %947, align 4
  %949 = or i64 %932, %642
  %950 = trunc i64 %949 to i32
  %951 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %950
  %952 = load i32, ptr addrspace(3) %951, align 4
  %953 = insertelement <8 x i32> poison, i32 %921, i64 0
  %954 = insertelement <8 x i32> %953, i32 %926, i64 1
  %955 = insertelement <8 x i32> %954, i32 %931, i64 2
  %956 = insertelement <8 x i32> %955, i32 %936, i64 3
  %957 = insertelement <8 x i32> %956, i32 %940, i64 4
  %958 = insertelement <8 x i32> %957, i32 %944, i64 5
  %959 = insertelement <8 x i32> %958, i32 %948, i64 6
  %960 = insertelement <8 x i32> %959, i32 %952, i64 7
  %961 = mul nuw nsw i64 %917, 40
  %962 = add nuw nsw i64 %961, %466
  %963 = trunc i64 %962 to i32
  %964 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %963
  %965 = load i32, ptr addrspace(3) %964, align 4
  %966 = mul nuw nsw i64 %922, 40
  %967 = add nuw nsw i64 %966, %466
  %968 = trunc i64 %967 to i32
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %968
  %970 = load i32, ptr addrspace(3) %969, align 4
  %971 = mul nuw nsw i64 %927, 40
  %972 = add nuw nsw i64 %971, %466
  %973 = trunc i64 %972 to i32
  %974 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %973
  %975 = load i32, ptr addrspace(3) %974, align 4
  %976 = mul nuw nsw i64 %932, 40
  %977 = add nuw nsw i64 %976, %466
  %978 = trunc i64 %977 to i32
  %979 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %978
  %980 = load i32, ptr addrspace(3) %979, align 4
  %981 = add nuw nsw i64 %961, %467
  %982 = trunc i64 %981 to i32
  %983 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %982
  %984 = load i32, ptr addrspace(3) %983, align 4
  %985 = add nuw nsw i64 %966, %467
  %986 = trunc i64 %985 to i32
  %987 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %986
  %988 = load i32, ptr addrspace(3) %987, align 4
  %989 = add nuw nsw i64 %971, %467
  %990 = trunc i64 %989 to i32
  %991 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %990
  %992 = load i32, ptr addrspace(3) %991, align 4
  %993 = add nuw nsw i64 %976, %467
  %994 = trunc i64 %993 to i32
  %995 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %994
  %996 = load i32, ptr addrspace(3) %995, align 4
  %997 = insertelement <8 x i32> poison, i32 %965, i64 0
  %998 = insertelement <8 x i32> %997, i32 %970, i64 1
  %999 = insertelement <8 x i32> %998, i32 %975, i64 2
  %1000 = insertelement <8 x i32> %999, i32 %980, i64 3
  %1001 = insertelement <8 x i32> %1000, i32 %984, i64 4
  %1002 = insertelement <8 x i32> %1001, i32 %988, i64 5
  %1003 = insertelement <8 x i32> %1002, i32 %992, i64 6
  %1004 = insertelement <8 x i32> %1003, i32 %996, i64 7
  %1005 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %960, <8 x i32> %1004, <8 x i32> %915, i32 1, i32 1, i32 1)
  %1006 = add nuw nsw i64 %916, 16
  %1007 = icmp ult i64 %916, 48
  br i1 %1007, label %914, label %1008

1008: ; preds = %914
  %bc17.1 = bitcast <8 x i32> %1005 to <8 x float>
  %1009 = extractelement <8 x float> %bc17.1, i64 0
  store float %1009, ptr addrspace(3) %647, align 4
  %1010 = extractelement <8 x float> %bc17.1, i64 1
  store float %1010, ptr addrspace(3) %650, align 4
  %1011 = extractelement <8 x float> %bc17.1, i64 2
  store float %1011, ptr addrspace(3) %654, align 4
  %1012 = extractelement <8 x float> %bc17.1, i64 3
  store float %1012, ptr addrspace(3) %657, align 4
  %1013 = extractelement <8 x float> %bc17.1, i64 4
  store float %1013, ptr addrspace(3) %661, align 4
  %1014 = extractelement <8 x float> %bc17.1, i64 5
  store float %1014, ptr addrspace(3) %664, align 4
  %1015 = extractelement <8 x float> %bc17.1, i64 6
  store float %1015, ptr addrspace(3) %668, align 4
  %1016 = extractelement <8 x float> %bc17.1, i64 7
  store float %1016, ptr addrspace(3) %671, align 4
  br label %1017

1017: ; preds = %1008, %913
  tail call void @llvm.musa.syncthreads.lm()
  %1018 = load float, ptr addrspace(3) %485, align 16
  %1019 = fmul contract float %1018, %4
  %1020 = tail call float @llvm.maxnum.f32(float %1019, float 0xFFF0000000000000)
  %1021 = load float, ptr addrspace(3) %487, align 4
  %1022 = fmul contract float %1021, %4
  %1023 = tail call float @llvm.maxnum.f32(float %1020, float %1022)
  %1024 = load float, ptr addrspace(3) %489, align 8
  %1025 = fmul contract float %1024, %4
  %1026 = tail call float @llvm.maxnum.f32(float %1023, float %1025)
  %1027 = load float, ptr addrspace(3) %491, align 4
  %1028 = fmul contract float %1027, %4
  %1029 = tail call float @llvm.maxnum.f32(float %1026, float %1028)
  %1030 = load float, ptr addrspace(3) %495, align 16
  %1031 = fmul contract float %1030, %4
  %1032 = tail call float @llvm.maxnum.f32(float %1029, float %1031)
  %1033 = load float, ptr addrspace(3) %497, align 4
  %1034 = fmul contract float %1033, %4
  %1035 = tail call float @llvm.maxnum.f32(float %1032, float %1034)
  %1036 = load float, ptr addrspace(3) %499, align 8
  %1037 = fmul contract float %1036, %4
  %1038 = tail call float @llvm.maxnum.f32(float %1035, float %1037)
  %1039 = load float, ptr addrspace(3) %501, align 4
  %1040 = fmul contract float %1039, %4
  %1041 = tail call float @llvm.maxnum.f32(float %1038, float %1040)
  %1042 = load float, ptr addrspace(3) %505, align 16
  %1043 = fmul contract float %1042, %4
  %1044 = tail call float @llvm.maxnum.f32(float %1041, float %1043)
  %1045 = load float, ptr addrspace(3) %507, align 4
  %1046 = fmul contract float %1045, %4
  %1047 = tail call float @llvm.maxnum.f32(float %1044, float %1046)
  %1048 = load float, ptr addrspace(3) %509, align 8
  %1049 = fmul contract float %1048, %4
  %1050 = tail call float @llvm.maxnum.f32(float %1047, float %1049)
  %1051 = load float, ptr addrspace(3) %511, align 4
  %1052 = fmul contract float %1051, %4
  %1053 = tail call float @llvm.maxnum.f32(float %1050, float %1052)
  %1054 = load float, ptr addrspace(3) %515, align 16
  %1055 = fmul contract float %1054, %4
  %1056 = tail call float @llvm.maxnum.f32(float %1053, float %1055)
  %1057 = load float, ptr addrspace(3) %517, align 4
  %1058 = fmul contract float %1057, %4
  %1059 = tail call float @llvm.maxnum.f32(float %1056, float %1058)
  %1060 = load float, ptr addrspace(3) %519, align 8
  %1061 = fmul contract float %1060, %4
  %1062 = tail call float @llvm.maxnum.f32(float %1059, float %1061)
  %1063 = load float, ptr addrspace(3) %521, align 4
  %1064 = fmul contract float %1063, %4
  %1065 = tail call float @llvm.maxnum.f32(float %1062, float %1064)
  %1066 = bitcast float %1065 to i32
  %1067 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1066, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %305, label %1068, label %1071

1068: ; preds = %1017
  %1069 = bitcast i32 %1067 to float
  %1070 = tail call float @llvm.maxnum.f32(float %1065, float %1069)
  store float %1070, ptr addrspace(3) %471, align 4
  br label %1071

1071: ; preds = %1068, %1017
  tail call void @llvm.musa.syncthreads.lm()
  %1072 = load float, ptr addrspace(3) %307, align 16
  %1073 = fmul contract float %1072, %4
  %1074 = load float, ptr addrspace(3) %309, align 4
  %1075 = load float, ptr addrspace(3) %310, align 4
  %1076 = tail call float @llvm.maxnum.f32(float %1074, float %1075)
  %1077 = fsub contract float %1073, %1076
  %1078 = fmul float %1077, 0x3FF7154760000000
  %1079 = tail call float @llvm.exp2.f32(float %1078)
  store float %1079, ptr addrspace(3) %311, align 16
  %1080 = load float, ptr addrspace(3) %314, align 4
  %1081 = fmul contract float %1080, %4
  %1082 = fsub contract float %1081, %1076
  %1083 = fmul float %1082, 0x3FF7154760000000
  %1084 = tail call float @llvm.exp2.f32(float %1083)
  store float %1084, ptr addrspace(3) %315, align 4
  %1085 = load float, ptr addrspace(3) %318, align 8
  %1086 = fmul contract float %1085, %4
  %1087 = fsub contract float %1086, %1076
  %1088 = fmul float %1087, 0x3FF7154760000000
  %1089 = tail call float @llvm.exp2.f32(float %1088)
  store float %1089, ptr addrspace(3) %319, align 8
  %1090 = load float, ptr addrspace(3) %322, align 4
  %1091 = fmul contract float %1090, %4
  %1092 = fsub contract float %1091, %1076
  %1093 = fmul float %1092, 0x3FF7154760000000
  %1094 = tail call float @llvm.exp2.f32(float %1093)
  store float %1094, ptr addrspace(3) %323, align 4
  %1095 = load float, ptr addrspace(3) %327, align 16
  %1096 = fmul contract float %1095, %4
  %1097 = load float, ptr addrspace(3) %329, align 4
  %1098 = load float, ptr addrspace(3) %330, align 4
  %1099 = tail call float @llvm.maxnum.f32(float %1097, float %1098)
  %1100 = fsub contract float %1096, %1099
  %1101 = fmul float %1100, 0x3FF7154760000000
  %1102 = tail call float @llvm.exp2.f32(float %1101)
  store float %1102, ptr addrspace(3) %331, align 16
  %1103 = load float, ptr addrspace(3) %334, align 4
  %1104 = fmul contract float %1103, %4
  %1105 = fsub contract float %1104, %1099
  %1106 = fmul float %1105, 0x3FF7154760000000
  %1107 = tail call float @llvm.exp2.f32(float %1106)
  store float %1107, ptr addrspace(3) %335, align 4
  %1108 = load float, ptr addrspace(3) %338, align 8
  %1109 = fmul contract float %1108, %4
  %1110 = fsub contract float %1109, %1099
  %1111 = fmul float %1110, 0x3FF7154760000000
  %1112 = tail call float @llvm.exp2.f32(float %1111)
  store float %1112, ptr addrspace(3) %339, align 8
  %1113 = load float, ptr addrspace(3) %342, align 4
  %1114 = fmul contract float %1113, %4
  %1115 = fsub contract float %1114, %1099
  %1116 = fmul float %1115, 0x3FF7154760000000
  %1117 = tail call float @llvm.exp2.f32(float %1116)
  store float %1117, ptr addrspace(3) %343, align 4
  %1118 = load float, ptr addrspace(3) %347, align 16
  %1119 = fmul contract float %1118, %4
  %1120 = load float, ptr addrspace(3) %349, align 4
  %1121 = load float, ptr addrspace(3) %350, align 4
  %1122 = tail call float @llvm.maxnum.f32(float %1120, float %1121)
  %1123 = fsub contract float %1119, %1122
  %1124 = fmul float %1123, 0x3FF7154760000000
  %1125 = tail call float @llvm.exp2.f32(float %1124)
  store float %1125, ptr addrspace(3) %351, align 16
  %1126 = load float, ptr addrspace(3) %354, align 4
  %1127 = fmul contract float %1126, %4
  %1128 = fsub contract float %1127, %1122
  %1129 = fmul float %1128, 0x3FF7154760000000
  %1130 = tail call float @llvm.exp2.f32(float %1129)
  store float %1130, ptr addrspace(3) %355, align 4
  %1131 = load float, ptr addrspace(3) %358, align 8
  %1132 = fmul contract float %1131, %4
  %1133 = fsub contract float %1132, %1122
  %1134 = fmul float %1133, 0x3FF7154760000000
  %1135 = tail call float @llvm.exp2.f32(float %1134)
  store float %1135, ptr addrspace(3) %359, align 8
  %1136 = load float, ptr addrspace(3) %362, align 4
  %1137 = fmul contract float %1136, %4
  %1138 = fsub contract float %1137, %1122
  %1139 = fmul float %1138, 0x3FF7154760000000
  %1140 = tail call float @llvm.exp2.f32(float %1139)
  store float %1140, ptr addrspace(3) %363, align 4
  %1141 = load float, ptr addrspace(3) %367, align 16
  %1142 = fmul contract float %1141, %4
  %1143 = load float, ptr addrspace(3) %369, align 4
  %1144 = load float, ptr addrspace(3) %370, align 4
  %1145 = tail call float @llvm.maxnum.f32(float %1143, float %1144)
  %1146 = fsub contract float %1142, %1145
  %1147 = fmul float %1146, 0x3FF7154760000000
  %1148 = tail call float @llvm.exp2.f32(float %1147)
  store float %1148, ptr addrspace(3) %371, align 16
  %1149 = load float, ptr addrspace(3) %374, align 4
  %1150 = fmul contract float %1149, %4
  %1151 = fsub contract float %1150, %1145
  %1152 = fmul float %1151, 0x3FF7154760000000
  %1153 = tail call float @llvm.exp2.f32(float %1152)
  store float %1153, ptr addrspace(3) %375, align 4
  %1154 = load float, ptr addrspace(3) %378, align 8
  %1155 = fmul contract float %1154, %4
  %1156 = fsub contract float %1155, %1145
  %1157 = fmul float %1156, 0x3FF7154760000000
  %1158 = tail call float @llvm.exp2.f32(float %1157)
  store float %1158, ptr addrspace(3) %379, align 8
  %1159 = load float, ptr addrspace(3) %382, align 4
  %1160 = fmul contract float %1159, %4
  %1161 = fsub contract float %1160, %1145
  %1162 = fmul float %1161, 0x3FF7154760000000
  %1163 = tail call float @llvm.exp2.f32(float %1162)
  store float %1163, ptr addrspace(3) %383, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1164, label %1171

1164: ; preds = %1071
  %1165 = load float, ptr addrspace(3) %472, align 4
  %1166 = load float, ptr addrspace(3) %473, align 4
  %1167 = tail call float @llvm.maxnum.f32(float %1165, float %1166)
  %1168 = fsub contract float %1165, %1167
  %1169 = fmul float %1168, 0x3FF7154760000000
  %1170 = tail call float @llvm.exp2.f32(float %1169)
  store float %1170, ptr addrspace(3) %474, align 4
  br label %1171

1171: ; preds = %1164, %1071
  tail call void @llvm.musa.syncthreads.lm()
  %1172 = load float, ptr addrspace(3) %522, align 16
  %1173 = fadd reassoc float %1172, 0.000000e+00
  %1174 = load float, ptr addrspace(3) %523, align 4
  %1175 = fadd reassoc float %1173, %1174
  %1176 = load float, ptr addrspace(3) %524, align 8
  %1177 = fadd reassoc float %1175, %1176
  %1178 = load float, ptr addrspace(3) %525, align 4
  %1179 = fadd reassoc float %1177, %1178
  %1180 = load float, ptr addrspace(3) %526, align 16
  %1181 = fadd reassoc float %1179, %1180
  %1182 = load float, ptr addrspace(3) %527, align 4
  %1183 = fadd reassoc float %1181, %1182
  %1184 = load float, ptr addrspace(3) %528, align 8
  %1185 = fadd reassoc float %1183, %1184
  %1186 = load float, ptr addrspace(3) %529, align 4
  %1187 = fadd reassoc float %1185, %1186
  %1188 = load float, ptr addrspace(3) %530, align 16
  %1189 = fadd reassoc float %1187, %1188
  %1190 = load float, ptr addrspace(3) %531, align 4
  %1191 = fadd reassoc float %1189, %1190
  %1192 = load float, ptr addrspace(3) %532, align 8
  %1193 = fadd reassoc float %1191, %1192
  %1194 = load float, ptr addrspace(3) %533, align 4
  %1195 = fadd reassoc float %1193, %1194
  %1196 = load float, ptr addrspace(3) %534, align 16
  %1197 = fadd reassoc float %1195, %1196
  %1198 = load float, ptr addrspace(3) %535, align 4
  %1199 = fadd reassoc float %1197, %1198
  %1200 = load float, ptr addrspace(3) %536, align 8
  %1201 = fadd reassoc float %1199, %1200
  %1202 = load float, ptr addrspace(3) %537, align 4
  %1203 = fadd reassoc float %1201, %1202
  %1204 = bitcast float %1203 to i32
  %1205 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1204, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %305, label %1206, label %1209

1206: ; preds = %1171
  %1207 = bitcast i32 %1205 to float
  %1208 = fadd reassoc float %1203, %1207
  store float %1208, ptr addrspace(3) %475, align 4
  br label %1209

1209: ; preds = %1206, %1171
  tail call void @llvm.musa.syncthreads.lm()
  store <4 x float> %706, ptr addrspace(3) %387, align 16
  store <4 x float> %707, ptr addrspace(3) %391, align 16
  store <4 x float> %708, ptr addrspace(3) %395, align 16
  store <4 x float> %709, ptr addrspace(3) %399, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1210 = load float, ptr addrspace(3) %400, align 4
  %1211 = fmul contract float %704, %1210
  store float %1211, ptr addrspace(3) %401, align 16
  %1212 = fmul contract float %703, %1210
  store float %1212, ptr addrspace(3) %402, align 4
  %1213 = fmul contract float %702, %1210
  store float %1213, ptr addrspace(3) %403, align 8
  %1214 = fmul contract float %701, %1210
  store float %1214, ptr addrspace(3) %404, align 4
  %1215 = load float, ptr addrspace(3) %405, align 4
  %1216 = fmul contract float %700, %1215
  store float %1216, ptr addrspace(3) %406, align 16
  %1217 = fmul contract float %699, %1215
  store float %1217, ptr addrspace(3) %407, align 4
  %1218 = fmul contract float %698, %1215
  store float %1218, ptr addrspace(3) %408, align 8
  %1219 = fmul contract float %697, %1215
  store float %1219, ptr addrspace(3) %409, align 4
  %1220 = load float, ptr addrspace(3) %410, align 4
  %1221 = fmul contract float %696, %1220
  store float %1221, ptr addrspace(3) %411, align 16
  %1222 = fmul contract float %695, %1220
  store float %1222, ptr addrspace(3) %412, align 4
  %1223 = fmul contract float %694, %1220
  store float %1223, ptr addrspace(3) %413, align 8
  %1224 = fmul contract float %693, %1220
  store float %1224, ptr addrspace(3) %414, align 4
  %1225 = load float, ptr addrspace(3) %415, align 4
  %1226 = fmul contract float %692, %1225
  store float %1226, ptr addrspace(3) %416, align 16
  %1227 = fmul contract float %691, %1225
  store float %1227, ptr addrspace(3) %417, align 4
  %1228 = fmul contract float %690, %1225
  store float %1228, ptr addrspace(3) %418, align 8
  %1229 = fmul contract float %689, %1225
  store float %1229, ptr addrspace(3) %419, align 4
  %1230 = load float, ptr addrspace(3) %420, align 4
  %1231 = fmul contract float %688, %1230
  store float %1231, ptr addrspace(3) %421, align 16
  %1232 = fmul contract float %687, %1230
  store float %1232, ptr addrspace(3) %423, align 4
  %1233 = fmul contract float %686, %1230
  store float %1233, ptr addrspace(3) %425, align 8
  %1234 = fmul contract float %685, %1230
  store float %1234, ptr addrspace(3) %427, align 4
  %1235 = load float, ptr addrspace(3) %428, align 4
  %1236 = fmul contract float %684, %1235
  store float %1236, ptr addrspace(3) %429, align 16
  %1237 = fmul contract float %683, %1235
  store float %1237, ptr addrspace(3) %431, align 4
  %1238 = fmul contract float %682, %1235
  store float %1238, ptr addrspace(3) %433, align 8
  %1239 = fmul contract float %681, %1235
  store float %1239, ptr addrspace(3) %435, align 4
  %1240 = load float, ptr addrspace(3) %436, align 4
  %1241 = fmul contract float %680, %1240
  store float %1241, ptr addrspace(3) %437, align 16
  %1242 = fmul contract float %679, %1240
  store float %1242, ptr addrspace(3) %439, align 4
  %1243 = fmul contract float %678, %1240
  store float %1243, ptr addrspace(3) %441, align 8
  %1244 = fmul contract float %677, %1240
  store float %1244, ptr addrspace(3) %443, align 4
  %1245 = load float, ptr addrspace(3) %444, align 4
  %1246 = fmul contract float %676, %1245
  store float %1246, ptr addrspace(3) %445, align 16
  %1247 = fmul contract float %675, %1245
  store float %1247, ptr addrspace(3) %447, align 4
  %1248 = fmul contract float %674, %1245
  store float %1248, ptr addrspace(3) %449, align 8
  %1249 = fmul contract float %673, %1245
  store float %1249, ptr addrspace(3) %451, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1250

1250: ; preds = %1209, %1436
  %1251 = phi i64 [ 0, %1209 ], [ %1437, %1436 ]
  %1252 = shl nuw nsw i64 %1251, 2
  %1253 = add nuw nsw i64 %1252, %288
  %1254 = icmp ult i64 %1253, 16
  br i1 %1254, label %1255, label %1436

1255: ; preds = %1250
  %1256 = shl nuw nsw i64 %1253, 2
  %1257 = and i64 %1256, 48
  %1258 = or i64 %1257, %301
  %1259 = shl nuw nsw i64 %1258, 6
  %1260 = or i64 %1259, %477
  %1261 = trunc i64 %1260 to i32
  %1262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1261
  %1263 = load i32, ptr addrspace(3) %1262, align 4
  %1264 = or i64 %1259, %478
  %1265 = trunc i64 %1264 to i32
  %1266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1265
  %1267 = load i32, ptr addrspace(3) %1266, align 4
  %1268 = or i64 %1259, 256
  %1269 = or i64 %1268, %477
  %1270 = trunc i64 %1269 to i32
  %1271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1270
  %1272 = load i32, ptr addrspace(3) %1271, align 4
  %1273 = or i64 %1268, %478
  %1274 = trunc i64 %1273 to i32
  %1275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1274
  %1276 = load i32, ptr addrspace(3) %1275, align 4
  %1277 = or i64 %1259, 512
  %1278 = or i64 %1277, %477
  %1279 = trunc i64 %1278 to i32
  %1280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1279
  %1281 = load i32, ptr addrspace(3) %1280, align 4
  %1282 = or i64 %1277, %478
  %1283 = trunc i64 %1282 to i32
  %1284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1283
  %1285 = load i32, ptr addrspace(3) %1284, align 4
  %1286 = or i64 %1259, 768
  %1287 = or i64 %1286, %477
  %1288 = trunc i64 %1287 to i32
  %1289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1288
  %1290 = load i32, ptr addrspace(3) %1289, align 4
  %1291 = or i64 %1286, %478
  %1292 = trunc i64 %1291 to i32
  %1293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1292
  %1294 = load i32, ptr addrspace(3) %1293, align 4
  %1295 = insertelement <8 x i32> poison, i32 %1263, i64 0
  %1296 = insertelement <8 x i32> %1295, i32 %1267, i64 1
  %1297 = insertelement <8 x i32> %1296, i32 %1272, i64 2
  %1298 = insertelement <8 x i32> %1297, i32 %1276, i64 3
  %1299 = insertelement <8 x i32> %1298, i32 %1281, i64 4
  %1300 = insertelement <8 x i32> %1299, i32 %1285, i64 5
  %1301 = insertelement <8 x i32> %1300, i32 %1290, i64 6
  %1302 = insertelement <8 x i32> %1301, i32 %1294, i64 7
  %1303 = or i64 %1257, %299
  %1304 = shl nuw nsw i64 %1303, 5
  %1305 = or i64 %1304, 256
  %1306 = or i64 %289, %1304
  %1307 = trunc i64 %1306 to i32
  %1308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1307
  %1309 = load i32, ptr addrspace(3) %1308, align 4
  %1310 = or i64 %538, %1304
  %1311 = trunc i64 %1310 to i32
  %1312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1311
  %1313 = load i32, ptr addrspace(3) %1312, align 4
  %1314 = or i64 %539, %1304
  %1315 = trunc i64 %1314 to i32
  %1316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1315
  %1317 = load i32, ptr addrspace(3) %1316, align 4
  %1318 = or i64 %540, %1304
  %1319 = trunc i64 %1318 to i32
  %1320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1319
  %1321 = load i32, ptr addrspace(3) %1320, align 4
  %1322 = or i64 %289, %1305
  %1323 = trunc i64 %1322 to i32
  %1324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1323
  %1325 = load i32, ptr addrspace(3) %1324, align 4
  %1326 = or i64 %538, %1305
  %1327 = trunc i64 %1326 to i32
  %1328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1327
  %1329 = load i32, ptr addrspace(3) %1328, align 4
  %1330 = or i64 %539, %1305
  %1331 = trunc i64 %1330 to i32
  %1332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1331
  %1333 = load i32, ptr addrspace(3) %1332, align 4
  %1334 = or i64 %540, %1305
  %1335 = trunc i64 %1334 to i32
  %1336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1335
  %1337 = load i32, ptr addrspace(3) %1336, align 4
  %1338 = insertelement <8 x i32> poison, i32 %1309, i64 0
  %1339 = insertelement <8 x i32> %1338, i32 %1313, i64 1
  %1340 = insertelement <8 x i32> %1339, i32 %1317, i64 2
  %1341 = insertelement <8 x i32> %1340, i32 %1321, i64 3
  %1342 = insertelement <8 x i32> %1341, i32 %1325, i64 4
  %1343 = insertelement <8 x i32> %1342, i32 %1329, i64 5
  %1344 = insertelement <8 x i32> %1343, i32 %1333, i64 6
  %1345 = insertelement <8 x i32> %1344, i32 %1337, i64 7
  %1346 = load i32, ptr addrspace(3) %544, align 4
  %1347 = load i32, ptr addrspace(3) %548, align 4
  %1348 = load i32, ptr addrspace(3) %552, align 4
  %1349 = load i32, ptr addrspace(3) %556, align 4
  %1350 = load i32, ptr addrspace(3) %559, align 4
  %1351 = load i32, ptr addrspace(3) %562, align 4
  %1352 = load i32, ptr addrspace(3) %565, align 4
  %1353 = load i32, ptr addrspace(3) %568, align 4
  %1354 = insertelement <8 x i32> poison, i32 %1346, i64 0
  %1355 = insertelement <8 x i32> %1354, i32 %1347, i64 1
  %1356 = insertelement <8 x i32> %1355, i32 %1348, i64 2
  %1357 = insertelement <8 x i32> %1356, i32 %1349, i64 3
  %1358 = insertelement <8 x i32> %1357, i32 %1350, i64 4
  %1359 = insertelement <8 x i32> %1358, i32 %1351, i64 5
  %1360 = insertelement <8 x i32> %1359, i32 %1352, i64 6
  %1361 = insertelement <8 x i32> %1360, i32 %1353, i64 7
  %1362 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1345, <8 x i32> %1361, <8 x i32> %1302, i32 1, i32 1, i32 1)
  %1363 = or i64 %569, %1304
  %1364 = trunc i64 %1363 to i32
  %1365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1364
  %1366 = load i32, ptr addrspace(3) %1365, align 4
  %1367 = or i64 %570, %1304
  %1368 = trunc i64 %1367 to i32
  %1369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1368
  %1370 = load i32, ptr addrspace(3) %1369, align 4
  %1371 = or i64 %571, %1304
  %1372 = trunc i64 %1371 to i32
  %1373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1372
  %1374 = load i32, ptr addrspace(3) %1373, align 4
  %1375 = or i64 %572, %1304
  %1376 = trunc i64 %1375 to i32
  %1377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1376
  %1378 = load i32, ptr addrspace(3) %1377, align 4
  %1379 = or i64 %569, %1305
  %1380 = trunc i64 %1379 to i32
  %1381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1380
  %1382 = load i32, ptr addrspace(3) %1381, align 4
  %1383 = or i64 %570, %1305
  %1384 = trunc i64 %1383 to i32
  %1385 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1384
  %1386 = load i32, ptr addrspace(3) %1385, align 4
  %1387 = or i64 %571, %1305
  %1388 = trunc i64 %1387 to i32
  %1389 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1388
  %1390 = load i32, ptr addrspace(3) %1389, align 4
  %1391 = or i64 %572, %1305
  %1392 = trunc i64 %1391 to i32
  %1393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %1392
  %1394 = load i32, ptr addrspace(3) %1393, align 4
  %1395 = insertelement <8 x i32> poison, i32 %1366, i64 0
  %1396 = insertelement <8 x i32> %1395, i32 %1370, i64 1
  %1397 = insertelement <8 x i32> %1396, i32 %1374, i64 2
  %1398 = insertelement <8 x i32> %1397, i32 %1378, i64 3
  %1399 = insertelement <8 x i32> %1398, i32 %1382, i64 4
  %1400 = insertelement <8 x i32> %1399, i32 %1386, i64 5
  %1401 = insertelement <8 x i32> %1400, i32 %1390, i64 6
  %1402 = insertelement <8 x i32> %1401, i32 %1394, i64 7
  %1403 = load i32, ptr addrspace(3) %576, align 4
  %1404 = load i32, ptr addrspace(3) %580, align 4
  %1405 = load i32, ptr addrspace(3) %584, align 4
  %1406 = load i32, ptr addrspace(3) %588, align 4
  %1407 = load i32, ptr addrspace(3) %591, align 4
  %1408 = load i32, ptr addrspace(3) %594, align 4
  %1409 = load i32, ptr addrspace(3) %597, align 4
  %1410 = load i32, ptr addrspace(3) %600, align 4
  %1411 = insertelement <8 x i32> poison, i32 %1403, i64 0
  %1412 = insertelement <8 x i32> %1411, i32 %1404, i64 1
  %1413 = insertelement <8 x i32> %1412, i32 %1405, i64 2
  %1414 = insertelement <8 x i32> %1413, i32 %1406, i64 3
  %1415 = insertelement <8 x i32> %1414, i32 %1407, i64 4
  %1416 = insertelement <8 x i32> %1415, i32 %1408, i64 5
  %1417 = insertelement <8 x i32> %1416, i32 %1409, i64 6
  %1418 = insertelement <8 x i32> %1417, i32 %1410, i64 7
  %1419 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1402, <8 x i32> %1418, <8 x i32> %1362, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1419 to <8 x float>
  %1420 = extractelement <8 x float> %bc, i64 0
  %1421 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1261
  store float %1420, ptr addrspace(3) %1421, align 4
  %1422 = extractelement <8 x float> %bc, i64 1
  %1423 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1265
  store float %1422, ptr addrspace(3) %1423, align 4
  %1424 = extractelement <8 x float> %bc, i64 2
  %1425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1270
  store float %1424, ptr addrspace(3) %1425, align 4
  %1426 = extractelement <8 x float> %bc, i64 3
  %1427 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1274
  store float %1426, ptr addrspace(3) %1427, align 4
  %1428 = extractelement <8 x float> %bc, i64 4
  %1429 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1279
  store float %1428, ptr addrspace(3) %1429, align 4
  %1430 = extractelement <8 x float> %bc, i64 5
  %1431 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1283
  store float %1430, ptr addrspace(3) %1431, align 4
  %1432 = extractelement <8 x float> %bc, i64 6
  %1433 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1288
  store float %1432, ptr addrspace(3) %1433, align 4
  %1434 = extractelement <8 x float> %bc, i64 7
  %1435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 78080), i32 %1292
  store float %1434, ptr addrspace(3) %1435, align 4
  br label %1436

1436: ; preds = %1255, %1250
  %1437 = add nuw nsw i64 %1251, 1
  %1438 = icmp ult i64 %1251, 3
  br i1 %1438, label %1250, label %1439

1439: ; preds = %1436
  tail call void @llvm.musa.syncthreads.lm()
  %1440 = load <4 x float>, ptr addrspace(3) %452, align 16
  %1441 = load <4 x float>, ptr addrspace(3) %453, align 16
  %1442 = load <4 x float>, ptr addrspace(3) %454, align 16
  %1443 = load <4 x float>, ptr addrspace(3) %455, align 16
  %1444 = load <4 x float>, ptr addrspace(3) %456, align 16
  %1445 = load <4 x float>, ptr addrspace(3) %457, align 16
  %1446 = load <4 x float>, ptr addrspace(3) %458, align 16
  %1447 = load <4 x float>, ptr addrspace(3) %459, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1448, label %1454

1448: ; preds = %1439
  %1449 = load float, ptr addrspace(3) %481, align 4
  %1450 = load float, ptr addrspace(3) %474, align 4
  %1451 = fmul contract float %1449, %1450
  %1452 = load float, ptr addrspace(3) %482, align 4
  %1453 = fadd contract float %1451, %1452
  store float %1453, ptr addrspace(3) %481, align 4
  br label %1454

1454: ; preds = %1448, %1439
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1455, label %1459

1455: ; preds = %1454
  %1456 = load float, ptr addrspace(3) %472, align 4
  %1457 = load float, ptr addrspace(3) %473, align 4
  %1458 = tail call float @llvm.maxnum.f32(float %1456, float %1457)
  store float %1458, ptr addrspace(3) %472, align 4
  br label %1459

1459: ; preds = %1455, %1454
  tail call void @llvm.musa.syncthreads.lm()
  store float %765, ptr addrspace(3) %36, align 16
  store float %764, ptr addrspace(3) %38, align 4
  store float %763, ptr addrspace(3) %40, align 8
  store float %762, ptr addrspace(3) %42, align 4
  store float %766, ptr addrspace(3) %61, align 16
  store float %767, ptr addrspace(3) %63, align 4
  store float %768, ptr addrspace(3) %65, align 8
  store float %769, ptr addrspace(3) %67, align 4
  store float %761, ptr addrspace(3) %86, align 16
  store float %760, ptr addrspace(3) %88, align 4
  store float %759, ptr addrspace(3) %90, align 8
  store float %758, ptr addrspace(3) %92, align 4
  store float %770, ptr addrspace(3) %111, align 16
  store float %771, ptr addrspace(3) %113, align 4
  store float %772, ptr addrspace(3) %115, align 8
  store float %773, ptr addrspace(3) %117, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1460 = extractelement <4 x float> %1440, i64 0
  %1461 = extractelement <4 x float> %1440, i64 1
  %1462 = extractelement <4 x float> %1440, i64 2
  %1463 = extractelement <4 x float> %1440, i64 3
  %1464 = extractelement <4 x float> %1441, i64 0
  %1465 = extractelement <4 x float> %1441, i64 1
  %1466 = extractelement <4 x float> %1441, i64 2
  %1467 = extractelement <4 x float> %1441, i64 3
  %1468 = extractelement <4 x float> %1442, i64 0
  %1469 = extractelement <4 x float> %1442, i64 1
  %1470 = extractelement <4 x float> %1442, i64 2
  %1471 = extractelement <4 x float> %1442, i64 3
  %1472 = extractelement <4 x float> %1443, i64 0
  %1473 = extractelement <4 x float> %1443, i64 1
  %1474 = extractelement <4 x float> %1443, i64 2
  %1475 = extractelement <4 x float> %1443, i64 3
  %1476 = extractelement <4 x float> %1444, i64 0
  %1477 = extractelement <4 x float> %1444, i64 1
  %1478 = extractelement <4 x float> %1444, i64 2
  %1479 = extractelement <4 x float> %1444, i64 3
  %1480 = extractelement <4 x float> %1445, i64 0
  %1481 = extractelement <4 x float> %1445, i64 1
  %1482 = extractelement <4 x float> %1445, i64 2
  %1483 = extractelement <4 x float> %1445, i64 3
  %1484 = extractelement <4 x float> %1446, i64 0
  %1485 = extractelement <4 x float> %1446, i64 1
  %1486 = extractelement <4 x float> %1446, i64 2
  %1487 = extractelement <4 x float> %1446, i64 3
  %1488 = extractelement <4 x float> %1447, i64 0
  %1489 = extractelement <4 x float> %1447, i64 1
  %1490 = extractelement <4 x float> %1447, i64 2
  %1491 = extractelement <4 x float> %1447, i64 3
  br i1 %711, label %672, label %._crit_edge

._crit_edge: ; preds = %1459, %135
  %1492 = phi <4 x float> [ zeroinitializer, %135 ], [ %1440, %1459 ]
  %1493 = phi <4 x float> [ zeroinitializer, %135 ], [ %1441, %1459 ]
  %1494 = phi <4 x float> [ zeroinitializer, %135 ], [ %1442, %1459 ]
  %1495 = phi <4 x float> [ zeroinitializer, %135 ], [ %1443, %1459 ]
  %1496 = phi <4 x float> [ zeroinitializer, %135 ], [ %1444, %1459 ]
  %1497 = phi <4 x float> [ zeroinitializer, %135 ], [ %1445, %1459 ]
  %1498 = phi <4 x float> [ zeroinitializer, %135 ], [ %1446, %1459 ]
  %1499 = phi <4 x float> [ zeroinitializer, %135 ], [ %1447, %1459 ]
  %1500 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1501 = load float, ptr addrspace(3) %1500, align 4
  %1502 = insertelement <4 x float> poison, float %1501, i64 0
  %1503 = shufflevector <4 x float> %1502, <4 x float> poison, <4 x i32> zeroinitializer
  %1504 = fdiv <4 x float> %1492, %1503
  %1505 = getelementptr float, ptr addrspace(1) %3, i64 %142
  %1506 = getelementptr float, ptr addrspace(1) %1505, i64 %20
  store <4 x float> %1504, ptr addrspace(1) %1506, align 16
  %1507 = getelementptr float, ptr addrspace(3) @global_smem, i32 %45
  %1508 = load float, ptr addrspace(3) %1507, align 4
  %1509 = insertelement <4 x float> poison, float %1508, i64 0
  %1510 = shufflevector <4 x float> %1509, <4 x float> poison, <4 x i32> zeroinitializer
  %1511 = fdiv <4 x float> %1493, %1510
  %1512 = getelementptr float, ptr addrspace(1) %3, i64 %148
  %1513 = getelementptr float, ptr addrspace(1) %1512, i64 %20
  store <4 x float> %1511, ptr addrspace(1) %1513, align 16
  %1514 = getelementptr float, ptr addrspace(3) @global_smem, i32 %70
  %1515 = load float, ptr addrspace(3) %1514, align 4
  %1516 = insertelement <4 x float> poison, float %1515, i64 0
  %1517 = shufflevector <4 x float> %1516, <4 x float> poison, <4 x i32> zeroinitializer
  %1518 = fdiv <4 x float> %1494, %1517
  %1519 = getelementptr float, ptr addrspace(1) %3, i64 %154
  %1520 = getelementptr float, ptr addrspace(1) %1519, i64 %20
  store <4 x float> %1518, ptr addrspace(1) %1520, align 16
  %1521 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  %1522 = load float, ptr addrspace(3) %1521, align 4
  %1523 = insertelement <4 x float> poison, float %1522, i64 0
  %1524 = shufflevector <4 x float> %1523, <4 x float> poison, <4 x i32> zeroinitializer
  %1525 = fdiv <4 x float> %1495, %1524
  %1526 = getelementptr float, ptr addrspace(1) %3, i64 %160
  %1527 = getelementptr float, ptr addrspace(1) %1526, i64 %20
  store <4 x float> %1525, ptr addrspace(1) %1527, align 16
  %1528 = getelementptr float, ptr addrspace(3) @global_smem, i32 %166
  %1529 = load float, ptr addrspace(3) %1528, align 4
  %1530 = insertelement <4 x float> poison, float %1529, i64 0
  %1531 = shufflevector <4 x float> %1530, <4 x float> poison, <4 x i32> zeroinitializer
  %1532 = fdiv <4 x float> %1496, %1531
  %1533 = getelementptr float, ptr addrspace(1) %3, i64 %169
  %1534 = getelementptr float, ptr addrspace(1) %1533, i64 %20
  store <4 x float> %1532, ptr addrspace(1) %1534, align 16
  %1535 = getelementptr float, ptr addrspace(3) @global_smem, i32 %178
  %1536 = load float, ptr addrspace(3) %1535, align 4
  %1537 = insertelement <4 x float> poison, float %1536, i64 0
  %1538 = shufflevector <4 x float> %1537, <4 x float> poison, <4 x i32> zeroinitializer
  %1539 = fdiv <4 x float> %1497, %1538
  %1540 = getelementptr float, ptr addrspace(1) %3, i64 %181
  %1541 = getelementptr float, ptr addrspace(1) %1540, i64 %20
  store <4 x float> %1539, ptr addrspace(1) %1541, align 16
  %1542 = getelementptr float, ptr addrspace(3) @global_smem, i32 %190
  %1543 = load float, ptr addrspace(3) %1542, align 4
  %1544 = insertelement <4 x float> poison, float %1543, i64 0
  %1545 = shufflevector <4 x float> %1544, <4 x float> poison, <4 x i32> zeroinitializer
  %1546 = fdiv <4 x float> %1498, %1545
  %1547 = getelementptr float, ptr addrspace(1) %3, i64 %193
  %1548 = getelementptr float, ptr addrspace(1) %1547, i64 %20
  store <4 x float> %1546, ptr addrspace(1) %1548, align 16
  %1549 = getelementptr float, ptr addrspace(3) @global_smem, i32 %202
  %1550 = load float, ptr addrspace(3) %1549, align 4
  %1551 = insertelement <4 x float> poison, float %1550, i64 0
  %1552 = shufflevector <4 x float> %1551, <4 x float> poison, <4 x i32> zeroinitializer
  %1553 = fdiv <4 x float> %1499, %1552
  %1554 = getelementptr float, ptr addrspace(1) %3, i64 %205
  %1555 = getelementptr float, ptr addrspace(1) %1554, i64 %20
  store <4 x float> %1553, ptr addrspace(1) %1555, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
